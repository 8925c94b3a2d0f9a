/** Where the toast region may sit: at the top or bottom edge of the window, at its end or its start side. */
export const TOAST_PLACEMENTS = ['top-end', 'bottom-end', 'top-start', 'bottom-start'] as const;
export type ToastPlacement = (typeof TOAST_PLACEMENTS)[number];

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacementCandidate {
  placement: ToastPlacement;
  /** Where the region would be, measured there. */
  rect: Rect;
}

function overlapArea(a: Rect, b: Rect): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * The first placement, in the candidates' order, that covers none of the controls a person may be using; when each
 * covers one, the one that covers least of them.
 */
export function leastCoveringPlacement(
  candidates: readonly PlacementCandidate[],
  controls: readonly Rect[],
): ToastPlacement {
  let best: { placement: ToastPlacement; covered: number } | null = null;
  for (const { placement, rect } of candidates) {
    const covered = controls.reduce((sum, control) => sum + overlapArea(rect, control), 0);
    if (covered === 0) return placement;
    if (!best || covered < best.covered) best = { placement, covered };
  }
  return best?.placement ?? TOAST_PLACEMENTS[0];
}
