/** How every recap (confirmation, order, invoice and its PDF and XML) names the discount: once, with its code. */
export function reductionLabel(codeReduction: string | null): string {
  return codeReduction ? `Réduction (${codeReduction})` : 'Réduction';
}
