import { useEffect, useRef, useState } from 'react';
import type { PasswordCheck } from '../../../../domain/identity/password.ts';

/** How long typing must pause before the checklist's changes are said aloud. */
export const ANNOUNCE_AFTER_MS = 800;

/** « Règle « une majuscule » : respectée. » for each line. */
function sentence(said: readonly PasswordCheck[]): string {
  return said
    .map(
      (check) =>
        `Règle «\u00a0${check.label.replace(/\.$/, '')}\u00a0»\u00a0: ${check.met ? 'respectée' : 'non respectée'}.`,
    )
    .join(' ');
}

/**
 * What the polite live region says of the password checklist: the lines whose state changed since the last
 * announcement, once they have stood still for a moment, so that a screen reader hears each change once rather than
 * at each key.
 */
export function usePasswordAnnouncement(checks: readonly PasswordCheck[], typed: boolean): string {
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<readonly PasswordCheck[] | null>(null);
  const key = typed ? checks.map((check) => (check.met ? '1' : '0')).join('') : '';

  useEffect(() => {
    if (!typed) {
      announced.current = null;
      return;
    }
    const timer = setTimeout(() => {
      const before = announced.current;
      // The first pause says every line asked for (and the excluded character if typed); later ones what changed.
      const said = before
        ? checks.filter((check, index) => before[index]?.met !== check.met)
        : checks.filter((check, index) => index < checks.length - 1 || !check.met);
      announced.current = checks;
      if (said.length > 0) setAnnouncement(sentence(said));
    }, ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
    // The checklist's states are the key: a new array of the same states is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // An emptied field starts over: nothing is said until the next pause.
  return typed ? announcement : '';
}
