import { useEffect, useState, type ReactNode } from 'react';
import { createBrowserAuthController, type AuthController } from './authController.ts';
import { AuthControllerContext } from './authControllerContext.ts';

export interface AuthProviderProps {
  children: ReactNode;
  /** The application creates its own; tests pass one over a machine with stand-in effects. */
  controller?: AuthController;
}

/** Gives the application its session (`useAuth()`), restored from the tab when one is kept there. */
export function AuthProvider({ children, controller }: AuthProviderProps) {
  const [value] = useState(() => controller ?? createBrowserAuthController());
  useEffect(() => value.start(), [value]);
  return <AuthControllerContext.Provider value={value}>{children}</AuthControllerContext.Provider>;
}
