import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { hasSignedInHint } from './lib/early-fetch.ts';
import { showFlashToast } from './lib/flash-toast.ts';
import './styles.css';

// A returning reader on '/' will see Today: its code starts loading now, beside the session check that
// early-fetch.js started, instead of after it (decision 135); a visitor will see the landing page, whose
// code Today's readers never load (decision 141). The router's own imports find them loaded.
if (window.location.pathname === '/') {
  void import('./app/routes/home.tsx');
  if (hasSignedInHint()) void import('./app/today-screen.tsx');
  else void import('./features/landing/components/landing-page.tsx');
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// A toast kept across the last full page load (e.g. 'Account Deleted').
showFlashToast();

// The service worker (installable, offline; decision 131), from its own chunk, once the page has
// settled: SETTLE_MS after the load event, when the browser is idle. Installing it downloads the
// precache (about 410 KB), which must never compete with a first visit's own requests on a slow link.
const SETTLE_MS = 10_000;
window.addEventListener('load', () =>
  window.setTimeout(() => {
    const register = () => void import('./pwa/register.ts').then((m) => m.registerServiceWorker());
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else register();
  }, SETTLE_MS),
);
