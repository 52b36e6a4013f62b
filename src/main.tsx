import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { activateLocale } from './lib/i18n';
import { listenForInstallPrompt } from './lib/install-offer';
import { registerServiceWorker } from './lib/pwa';
import { createQueryClient, refetchOnLocaleChange } from './lib/query-client';
import { getLocale } from './lib/store';
import { followTokenForOfflineTickets } from './offline/tickets-session';
import { createAppRouter } from './router';
import './styles/fonts.css';

async function bootstrap(): Promise<void> {
  const queryClient = createQueryClient();
  refetchOnLocaleChange(queryClient);
  // The browser may offer installation before any page renders; keep it for after a booking.
  listenForInstallPrompt();
  // The offline copy of the tickets follows the sign-in from the first moment (docs/architecture.md §6).
  followTokenForOfflineTickets(queryClient);
  const router = createAppRouter(queryClient);
  // The catalog is active before the first render: no flash of English in Arabic.
  await activateLocale(getLocale());

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );

  void registerServiceWorker();
}

void bootstrap();
