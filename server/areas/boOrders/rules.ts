/** A payment « à rembourser »: a success notified when it no longer awaited payment, not yet refunded. */
export function awaitsRefund(payment: { dateIncident: Date | null; dateRemboursement: Date | null }): boolean {
  return payment.dateIncident !== null && payment.dateRemboursement === null;
}
