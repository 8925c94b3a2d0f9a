import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { AppToastRegion } from '../components/toast/AppToastRegion.tsx';
import { AuthProvider } from '../features/auth/AuthProvider.tsx';
import { queryClient } from './queryClient.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <I18nProvider locale="fr-FR">
          {children}
          <AppToastRegion />
        </I18nProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
