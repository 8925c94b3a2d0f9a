/**
 * A product's new price that staff confirm before it is saved: free, or moved by more than half of the saved price,
 * up or down (a typo such as 4,90 for 49,00). An unchanged price is never asked about.
 */
export function priceNeedsConfirmation(savedCentimes: number, newCentimes: number): boolean {
  if (newCentimes === savedCentimes) return false;
  if (newCentimes === 0) return true;
  return Math.abs(newCentimes - savedCentimes) * 2 > savedCentimes;
}
