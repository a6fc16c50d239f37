import type { Appearance, Stripe } from '@stripe/stripe-js';

let cached: { key: string; promise: Promise<Stripe | null> } | null = null;

/**
 * Stripe.js for `publishableKey`, loaded on first use. `@stripe/stripe-js` injects the script as soon as
 * it is imported, so it is imported here, on demand: only readers who choose a paid tier download it.
 * One promise per key, because the Elements provider must keep the same Stripe object; a failed load is
 * forgotten so that the next attempt retries.
 */
export function getStripe(publishableKey: string): Promise<Stripe | null> {
  if (cached?.key === publishableKey) return cached.promise;
  const promise = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
  cached = { key: publishableKey, promise };
  promise.catch(() => {
    if (cached?.promise === promise) cached = null;
  });
  return promise;
}

/** The Payment Element dressed in the app's own colours, read from the CSS tokens (light or dark). */
export function stripeAppearance(): Appearance {
  const css = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  return {
    theme: dark ? 'night' : 'stripe',
    variables: {
      colorPrimary: token('--primary', '#1f3a2e'),
      colorBackground: token('--card', '#fffdf8'),
      colorText: token('--fg', '#1d1a16'),
      colorTextSecondary: token('--muted-fg', '#5f574b'),
      colorDanger: token('--destructive', '#b3261e'),
      fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
      borderRadius: '8px',
      spacingUnit: '4px',
    },
  };
}
