import type { components } from '../../../../../openapi/generated/schema.d.ts';

export type WizardPublication = Pick<components['schemas']['PublicationSaisie'], 'Id' | 'Moderation'>;

/** Whether the last answer of the moderation refused the publication: only then has it a fix list. */
export function refusedPublication(publication: WizardPublication): boolean {
  return publication.Moderation !== null && publication.Moderation !== undefined && !publication.Moderation.Accepte;
}
