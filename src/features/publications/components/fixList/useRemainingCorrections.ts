import { remainingByEtape } from '../../../../../domain/publication/fixList.ts';
import type { WizardStep } from '../../../../../domain/publication/wizardSteps.ts';
import { useCorrections } from '../../api/getCorrections.ts';

/** The number of items still to do on each step; undefined without a fix list. */
export function useRemainingCorrections(
  idPublication: number | null,
): Readonly<Record<WizardStep, number>> | undefined {
  const corrections = useCorrections(idPublication);
  const elements = corrections.data?.Elements ?? [];
  return elements.length > 0 ? remainingByEtape(elements) : undefined;
}
