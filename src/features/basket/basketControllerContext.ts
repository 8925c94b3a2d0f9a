import { createContext, useContext } from 'react';
import type { BasketController } from './basketController.ts';

export const BasketControllerContext = createContext<BasketController | null>(null);

export function useBasketController(): BasketController {
  const controller = useContext(BasketControllerContext);
  if (!controller) throw new Error('useBasket() needs a <BasketProvider> above it');
  return controller;
}
