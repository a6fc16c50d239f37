import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_MESSAGES } from '@contract/subscription.ts';
import type { Config } from '../config.ts';
import { AppError, serviceUnavailable } from '../errors.ts';
import { paymentsConfigured, type Stripe } from './stripe.ts';

/** What a call to Stripe needs: the client (null without payments), the config and a logger. */
export interface StripeCallDeps {
  config: Config;
  /** Null when payments are not configured. */
  stripe: Stripe | null;
  log: FastifyBaseLogger;
}

/** The Stripe client; a 503 when payments are not configured on this server. */
export function requireStripe(deps: Pick<StripeCallDeps, 'config' | 'stripe'>): Stripe {
  if (!deps.stripe || !paymentsConfigured(deps.config)) {
    throw serviceUnavailable(SUBSCRIPTION_MESSAGES.notConfigured, 'payments_unavailable');
  }
  return deps.stripe;
}

/** True when Stripe answered that the object does not exist. */
export function isMissingStripeObject(err: unknown): boolean {
  const e = err as { statusCode?: number; code?: string };
  return e?.statusCode === 404 || e?.code === 'resource_missing';
}

/** Runs a Stripe call; any failure becomes a 502 with a readable message (details go to the log only). */
export async function callStripe<T>(
  deps: Pick<StripeCallDeps, 'log'>,
  what: string,
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = err as {
      type?: string;
      statusCode?: number;
      code?: string;
      requestId?: string;
      message?: string;
    };
    deps.log.warn(
      {
        stripe: {
          type: e?.type,
          statusCode: e?.statusCode,
          code: e?.code,
          requestId: e?.requestId,
        },
        msg: e?.message,
      },
      `Stripe call failed: ${what}`,
    );
    throw new AppError(502, 'payment_provider_error', SUBSCRIPTION_MESSAGES.providerUnavailable);
  }
}

/** Runs a Stripe read; null when Stripe does not know the object, a 502 on any other failure. */
function retrieveOrNull<T>(
  deps: Pick<StripeCallDeps, 'log'>,
  what: string,
  fn: () => Promise<T>,
): Promise<T | null> {
  return callStripe(deps, what, async () => {
    try {
      return await fn();
    } catch (err) {
      if (isMissingStripeObject(err)) return null;
      throw err;
    }
  });
}

/** A subscription by id, or null when Stripe does not know it. */
export function retrieveSubscription(
  deps: Pick<StripeCallDeps, 'log'>,
  stripe: Stripe,
  id: string,
  expand: string[] = [],
): Promise<Stripe.Subscription | null> {
  return retrieveOrNull(deps, 'retrieve subscription', () =>
    stripe.subscriptions.retrieve(id, expand.length ? { expand } : {}),
  );
}

/** A customer by id (possibly a deleted one), or null when Stripe does not know it. */
export function retrieveCustomer(
  deps: Pick<StripeCallDeps, 'log'>,
  stripe: Stripe,
  id: string,
): Promise<Stripe.Customer | Stripe.DeletedCustomer | null> {
  return retrieveOrNull(deps, 'retrieve customer', () => stripe.customers.retrieve(id));
}
