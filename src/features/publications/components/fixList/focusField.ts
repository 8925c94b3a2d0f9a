import type { ChampPublication } from '../../../../../domain/publication/fixList.ts';

const FOCUSABLE = 'input:not([type="hidden"]), textarea, button, [tabindex]:not([tabindex="-1"])';

function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]');
}

/**
 * Focuses the step's control of `champ` (found by its name, as the step's forms name their fields), or the first
 * control of the field that holds it when that one is hidden (a drop-down's native select, a group's radio
 * inputs). False when the step shows no such field.
 */
export function focusField(form: HTMLElement | null, champ: ChampPublication): boolean {
  const named = form?.querySelector<HTMLElement>(`[name="${champ}"], [name^="${champ}."], [name^="${champ}["]`);
  if (!named) return false;
  if (isShown(named) && named.matches(FOCUSABLE)) {
    named.focus();
    return true;
  }
  for (let parent = named.parentElement; parent && parent !== form; parent = parent.parentElement) {
    const control = [...parent.querySelectorAll<HTMLElement>(FOCUSABLE)].find(isShown);
    if (control) {
      control.focus();
      return true;
    }
  }
  return false;
}
