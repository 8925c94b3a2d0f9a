import type { Marque } from '../../api/getMarques.ts';
import type { BrandErrors } from './brandForm.ts';

/** What each section of the brand update form receives. */
export interface BrandFieldsProps {
  values: Marque;
  onChange(values: Marque): void;
  errors: BrandErrors;
  isDisabled: boolean;
}
