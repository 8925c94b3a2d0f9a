import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './AppProvider.tsx';
import { createRouter } from './router.tsx';

const router = createRouter();

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
