import { createContext, useContext } from 'react';
import type { AuthController } from './authController.ts';

export const AuthControllerContext = createContext<AuthController | null>(null);

export function useAuthController(): AuthController {
  const controller = useContext(AuthControllerContext);
  if (!controller) throw new Error('useAuth() needs an <AuthProvider> above it');
  return controller;
}
