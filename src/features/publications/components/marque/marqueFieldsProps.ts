import type { Marque } from '../../api/getMarques.ts';
import type { MarqueErrors } from './marqueForm.ts';

/** What each section of the brand update form receives. */
export interface MarqueFieldsProps {
  values: Marque;
  onChange(values: Marque): void;
  errors: MarqueErrors;
  isDisabled: boolean;
}
