import type { components } from '../../../openapi/generated/schema.d.ts';
import { champBelongsToEtape, FIX_LIST_TEXTS } from '../../../domain/publication/fixList.ts';
import type { WizardStep } from '../../../domain/publication/wizardSteps.ts';

type ElementRefus = components['schemas']['ElementRefus'];

/** The refusal's reasons: those given alone, then those of the items, each once, in the order first given. */
export function refusalReasons(idsRaisonRefus: readonly number[], elements: readonly ElementRefus[]): number[] {
  return [...new Set([...idsRaisonRefus, ...elements.map((element) => element.IdRaisonRefus)])];
}

/** The first item whose field is not on its step, as the contract's field refusal (path and message); else null. */
export function misplacedElement(elements: readonly ElementRefus[]): { Champ: string; Message: string } | null {
  const index = elements.findIndex((element) => !champBelongsToEtape(element.Etape as WizardStep, element.Champ));
  const element = elements[index];
  if (!element?.Champ) return null;
  return {
    Champ: `/Elements/${index}/Champ`,
    Message: FIX_LIST_TEXTS.champNotInEtape(element.Champ, element.Etape as WizardStep),
  };
}
