import { RouterProvider } from 'react-router-dom';
import type { createRouter } from './router.tsx';
import { AppProvider } from './AppProvider.tsx';

export interface AppProps {
  router: ReturnType<typeof createRouter>;
}

export function App({ router }: AppProps) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
