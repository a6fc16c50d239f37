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
