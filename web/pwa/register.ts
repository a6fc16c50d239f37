import { Workbox } from 'workbox-window';
import { browserTimeZone } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { policyFor } from './reader-cache.ts';

/**
 * Registers the service worker (decision 131). Loaded by main.tsx once the page has loaded and the
 * browser is idle, so neither this module nor the worker costs the first load anything.
 *
 * - The first worker takes the page at once; what this page already loaded from the API went past
 *   it, so it is asked for again through it (warmUp), and Today opens offline from the first visit.
 * - A new version waits: the reader is offered "A new version is ready" with a Reload button, never
 *   while a reflection draft holds unsaved words, and the app never reloads by itself.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const firstWorker = !navigator.serviceWorker.controller;
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) {
      // The reader chose Reload: the new worker now serves the new files.
      window.location.reload();
    } else if (firstWorker) {
      void warmUp();
    }
  });
  wb.addEventListener('waiting', () => offerUpdate(wb));

  try {
    await wb.register();
  } catch {
    // Not registered (an insecure origin, a private window's policy, a blocked worker): the app
    // works online as before.
  }
}

/**
 * Asks again, through the new worker, for the reader's answers and the passages this page loaded
 * before it came.
 */
async function warmUp() {
  const seen = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin !== location.origin || seen.has(url.href)) continue;
    if (policyFor('GET', url.pathname) === 'none') continue;
    seen.add(url.href);
  }
  await Promise.all(
    [...seen].map((url) =>
      fetch(url, {
        credentials: 'include',
        headers: { accept: 'application/json', 'x-time-zone': browserTimeZone() },
      }).catch(() => undefined),
    ),
  );
}

let offered = false;

/** A reflection draft holds unsaved words (its editor marks itself: reflection-panel.tsx). */
const hasUnsavedDraft = () => document.querySelector('[data-unsaved-draft]') !== null;

/** Calls `then` once no draft holds unsaved words. */
function whenNoUnsavedDraft(then: () => void) {
  if (!hasUnsavedDraft()) return then();
  const watcher = new MutationObserver(() => {
    if (hasUnsavedDraft()) return;
    watcher.disconnect();
    then();
  });
  watcher.observe(document.body, {
    subtree: true,
    childList: true,
    attributeFilter: ['data-unsaved-draft'],
  });
}

/** Offers the waiting version once no draft is dirty; applied only when the reader chooses Reload. */
function offerUpdate(wb: Workbox) {
  if (offered) return;
  offered = true;
  whenNoUnsavedDraft(() => {
    void toast('A new version is ready', {
      id: 'app-update',
      duration: Infinity,
      closeButton: false,
      action: {
        label: 'Reload',
        onClick: () => {
          offered = false;
          // A draft begun after the offer: the update waits for it (offered again once it is saved).
          if (hasUnsavedDraft()) offerUpdate(wb);
          else wb.messageSkipWaiting();
        },
      },
    });
  });
}
