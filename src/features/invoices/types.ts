import type { components } from '../../../openapi/generated/schema.d.ts';

/** The billing identity an order and its invoices carry, taken from the profile when the order was placed. */
export type IdentiteFacturation = components['schemas']['IdentiteFacturation'];
