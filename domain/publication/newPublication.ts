import type { components } from '../../openapi/generated/schema.d.ts';

/**
 * What a new publication holds before the author fills it in (spec 1 §4 "New publication defaults"): the
 * wizard starts from it and the server completes a create with it.
 */
export const NEW_PUBLICATION = {
  IdsLangues: [20],
  Serie: false,
  AuteurContribution: [],
  MultipleAuteurs: false,
  IdDisponibilite: 1,
  IdIllustration: 1,
  IdFormat: 1,
  Coffret: false,
  IdTypeOuvrage: 1,
} as const satisfies Partial<components['schemas']['PublicationSaisie']>;
