import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { AppToastRegion } from '../components/toast/AppToastRegion.tsx';
import { AuthProvider } from '../features/auth/AuthProvider.tsx';
import { queryClient as browserQueryClient } from './queryClient.ts';

export interface AppProviderProps {
  children: ReactNode;
  /** The browser's cache by default; the server passes the one of the page it renders. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient = browserQueryClient }: AppProviderProps) {
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
