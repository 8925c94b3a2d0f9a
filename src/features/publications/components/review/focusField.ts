import { PUBLICATION_FIELD_LABELS } from '../../../../../domain/publication/labels.ts';
import type { ChampPublication } from '../../../../../machines/wizard/types.ts';

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

function labelOf(field: ChampPublication): string | null {
  return field in PUBLICATION_FIELD_LABELS
    ? PUBLICATION_FIELD_LABELS[field as keyof typeof PUBLICATION_FIELD_LABELS]
    : null;
}

/** Whether an element is named by a label that starts with `label` (its `<label>` or its `aria-labelledby`). */
function isLabelled(element: HTMLElement, label: string): boolean {
  const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
  const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? element.ownerDocument.getElementById(id) : null))
    .filter((found): found is HTMLElement => found !== null);
  return [...labels, ...labelledBy].some((named) => named.textContent?.trim().startsWith(label));
}

/**
 * Focuses the control of a publication field in `container`: the one named after the field, or else the first one
 * (or group) whose label starts with the field's label. Answers whether one was found.
 */
export function focusField(container: HTMLElement, field: ChampPublication): boolean {
  const named = container.querySelector<HTMLElement>(`[name="${field}"]`);
  const label = labelOf(field);
  const candidates =
    label === null
      ? []
      : [...container.querySelectorAll<HTMLElement>(`${FOCUSABLE}, [role="group"], [role="radiogroup"], fieldset`)];
  const labelled = named ?? candidates.find((element) => isLabelled(element, label ?? ''));
  if (!labelled) return false;
  const target = labelled.matches(FOCUSABLE) ? labelled : labelled.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
  return target !== null && target !== undefined;
}
