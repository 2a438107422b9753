import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setupApi } from './app/api-setup.ts';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { startClientSettingsSync } from './features/session/index.ts';
import './styles.css';

setupApi();
const router = createRouter();
startClientSettingsSync();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
