import type { components } from '../../openapi/generated/schema.d.ts';
import { DISPONIBILITE, LANGUE } from '../referenceIds.ts';

type PublicationSaisie = components['schemas']['PublicationSaisie'];

/**
 * What a new publication holds before the author fills it in (spec 1 §4 "New publication defaults"): the
 * wizard starts from it and the server completes a create with it.
 */
export const NEW_PUBLICATION = {
  IdsLangues: [LANGUE.francais],
  Serie: false,
  AuteurContribution: [],
  MultipleAuteurs: false,
  IdDisponibilite: DISPONIBILITE.aParaitre,
  IdIllustration: 1,
  IdFormat: 1,
  Coffret: false,
  IdTypeOuvrage: 1,
} as const satisfies Partial<PublicationSaisie>;

/** A new publication with lists of its own, free to change. */
export function newPublication(): PublicationSaisie {
  return { ...NEW_PUBLICATION, IdsLangues: [...NEW_PUBLICATION.IdsLangues], AuteurContribution: [] };
}
