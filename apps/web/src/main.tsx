import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { languageReady } from './lib/i18n';
import { restoreSession } from './lib/restore-session';

const router = createBrowserRouter(routes);
void restoreSession();

// Polish is ready at once; a stored English choice waits for its core texts, so nothing paints in Polish first.
void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
