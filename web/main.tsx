import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { hasSignedInHint } from './lib/early-fetch.ts';
import { showFlashToast } from './lib/flash-toast.ts';
import './styles.css';

// A returning reader on '/' will see Today: its code starts loading now, beside the session check that
// early-fetch.js started, instead of after it (decision 135). The router's own imports find them loaded.
if (hasSignedInHint() && window.location.pathname === '/') {
  void import('./app/routes/home.tsx');
  void import('./app/today-screen.tsx');
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// A toast kept across the last full page load (e.g. 'Account Deleted').
showFlashToast();
