import { TYPE_CONTRIBUTION } from '../../../../domain/referenceIds.ts';
import type { components } from '../../../../openapi/generated/schema.d.ts';
import type { SelectOption } from '../../../components/ui/SelectField.tsx';

type TypeContribution = components['schemas']['TypeContribution'];

/**
 * The choice of an author row's contribution type: « Aucun », which takes the role away, first as the empty
 * choice of a list is, whatever its Rang; then the roles in the order of their Rang.
 */
export function contributionTypeOptions(types: readonly TypeContribution[]): SelectOption[] {
  const rank = (type: TypeContribution) => (type.Id === TYPE_CONTRIBUTION.aucun ? -Infinity : type.Rang);
  return [...types].sort((a, b) => rank(a) - rank(b)).map((type) => ({ id: type.Id, label: type.Libelle }));
}
