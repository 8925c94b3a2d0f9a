import { createContext, useContext, type ReactNode } from 'react';
import type { Produit, SessionFormation } from '../../../lib/api/types.ts';

/**
 * What a product card offers besides its description (the basket's « Ajouter au panier »): the application
 * gives it, so that the catalogue does not depend on the basket.
 */
export type ProduitAction = (produit: Produit) => ReactNode;

export const ProduitActionContext = createContext<ProduitAction | null>(null);

export function useProduitAction(): ProduitAction | null {
  return useContext(ProduitActionContext);
}

/** What a training's session offers (« Ajouter au panier » for that session); `dates` reads « Du … au … ». */
export type SessionAction = (produit: Produit, session: SessionFormation, dates: string) => ReactNode;

export const SessionActionContext = createContext<SessionAction | null>(null);

export function useSessionAction(): SessionAction | null {
  return useContext(SessionActionContext);
}
