import { remainingByEtape } from '../../../../../domain/publication/fixList.ts';
import type { WizardStep } from '../../../../../domain/publication/wizardSteps.ts';
import { useCorrections } from '../../api/getCorrections.ts';
import { refusedPublication, type WizardPublication } from './refusedPublication.ts';

/** The number of items still to do on each step; undefined without a fix list (nothing is asked then). */
export function useRemainingCorrections(
  publication: WizardPublication,
): Readonly<Record<WizardStep, number>> | undefined {
  const corrections = useCorrections(publication.Id ?? null, refusedPublication(publication));
  const elements = corrections.data?.Elements ?? [];
  return elements.length > 0 ? remainingByEtape(elements) : undefined;
}
