import { useEffect, useState, type ReactNode } from 'react';
import { useAuthEvent } from '../auth/public.ts';
import { createBrowserBasketController, type BasketController } from './basketController.ts';
import { BasketControllerContext } from './basketControllerContext.ts';

export interface BasketProviderProps {
  children: ReactNode;
  /** The application creates its own; tests pass one over a machine with stand-in effects. */
  controller?: BasketController;
}

/** Gives the pages the customer's basket (`useBasket()`), following the session's sign-in and sign-out. */
export function BasketProvider({ children, controller }: BasketProviderProps) {
  const [value] = useState(() => controller ?? createBrowserBasketController());
  useEffect(() => value.start(), [value]);
  // The session's announcements, when there is a session (pages shown without one keep the stored basket).
  useAuthEvent('auth.signedIn', (event) => value.send({ type: 'auth.signedIn', isFrontOffice: event.isFrontOffice }));
  useAuthEvent('auth.signedOut', () => value.send({ type: 'auth.signedOut' }));
  return <BasketControllerContext.Provider value={value}>{children}</BasketControllerContext.Provider>;
}
