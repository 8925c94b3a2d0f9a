import type { components } from '../../openapi/generated/schema.d.ts';

export type EtatPaiementCommande = components['schemas']['EtatPaiementCommande'];
export type IssuePaiement = EtatPaiementCommande['Issue'];

export interface PaymentCheckContext {
  idCommande: number;
  etat: EtatPaiementCommande | null;
  /** How many readings before the page stops waiting. */
  maxReadings: number;
  /** Readings made while the provider had not notified yet. */
  readings: number;
  error: string | null;
}

export type PaymentCheckEvent = { type: 'paymentCheck.retry' };

export interface PaymentCheckDependencies {
  api: { etat(idCommande: number, signal: AbortSignal): Promise<EtatPaiementCommande> };
  /** The wait between two readings. */
  pause(signal: AbortSignal): Promise<void>;
  /** The outcome is known: the page of that outcome takes over. */
  settled(etat: EtatPaiementCommande): void;
}
