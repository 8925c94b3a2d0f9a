import type { components } from '../../../openapi/generated/schema.d.ts';
import { toCompte } from '../accounts/public.ts';
import type { CompteRow } from './repository.ts';

type CompteResume = components['schemas']['CompteResume'];

/** A row of the list: the account as Compte_Get gives it, without its telephone and address. */
export function toCompteResume(compte: CompteRow): CompteResume {
  const { Telephone: _telephone, Adresse: _adresse, ...resume } = toCompte({ compte, typeVoie: null });
  return resume;
}
