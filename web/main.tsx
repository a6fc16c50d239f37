import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { showFlashToast } from './lib/flash-toast.ts';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// A toast kept across the last full page load (e.g. 'Account Deleted').
showFlashToast();

// The service worker (installable, offline; decision 131): registered after the page has loaded and
// the browser is idle, from its own chunk, so the first load carries none of it.
window.addEventListener('load', () => {
  const register = () => void import('./pwa/register.ts').then((m) => m.registerServiceWorker());
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 1000);
});
