/**
 * How every e-mail of the portal begins. One rule, so that all of them greet alike: the person's first and last
 * names when they are known (« Bonjour Marie Dupont, »), the first name alone when only it is known, and a plain
 * « Bonjour, » for a message to a mailbox rather than a person (the support, the referencing provider) or to
 * someone whose name the portal does not have.
 */
export interface GreetedPerson {
  prenom?: string | null | undefined;
  nom?: string | null | undefined;
}

/** The greeting line of an e-mail, with its comma. */
export function mailGreeting(person?: GreetedPerson | null): string {
  const name = [person?.prenom, person?.nom]
    .map((part) => part?.replace(/\s+/g, ' ').trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? 'Bonjour,' : `Bonjour ${name},`;
}
