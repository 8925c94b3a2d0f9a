import { useCallback, useEffect, useRef, useState } from 'react';
import type { WizardStep } from '../../../../domain/publication/wizardSteps.ts';
import type { StepData } from '../../../../machines/wizard/types.ts';

const KEY_PREFIX = 'portail.publication.saisie';

function keyOf(id: number | null, step: WizardStep): string {
  return `${KEY_PREFIX}.${id ?? 'nouvelle'}.${step}`;
}

// Storage can be refused (privacy settings, full quota): the wizard then keeps the draft in memory only.
function read(key: string): StepData {
  try {
    const stored = window.sessionStorage.getItem(key);
    const parsed: unknown = stored === null ? null : JSON.parse(stored);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as StepData) : {};
  } catch {
    return {};
  }
}

function write(key: string, draft: StepData | null): void {
  try {
    if (draft === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // See read().
  }
}

/**
 * What is typed on a step and not saved yet. It survives a reload of the page (kept in this tab's session
 * storage); it is dropped when the step is left inside the portal, saved by a move or abandoned by a link.
 */
export function useStepDraft(id: number | null, step: WizardStep) {
  const key = keyOf(id, step);
  const [draft, setDraft] = useState<StepData>(() => read(key));
  // Once abandoned, nothing of the draft is written again, whatever renders before the page goes.
  const discarded = useRef(false);

  useEffect(() => {
    if (!discarded.current && Object.keys(draft).length > 0) write(key, draft);
  }, [key, draft]);
  // A reload does not unmount the page, so only a departure inside the portal forgets the draft.
  useEffect(() => () => write(key, null), [key]);

  const change = useCallback((patch: StepData) => setDraft((current) => ({ ...current, ...patch })), []);
  /** The author leaves without saving: the draft is forgotten now, not when the page happens to unmount. */
  const discard = useCallback(() => {
    discarded.current = true;
    write(key, null);
  }, [key]);
  return [draft, change, discard] as const;
}
