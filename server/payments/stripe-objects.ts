import type { PaidTier } from '@contract/subscription.ts';
import type { Config } from '../config.ts';
import { higherTier, tierForPriceId } from './stripe.ts';

// Reading Stripe objects. Webhook payloads follow the API version of the webhook endpoint, which may be
// older than the SDK's, so fields are read defensively (old and new shapes both work).

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
/** An id given either as a string or as an expanded object. */
const idOf = (v: unknown): string | null => str(v) ?? (isObj(v) ? str(v.id) : null);
const listData = (v: unknown): unknown[] => (isObj(v) && Array.isArray(v.data) ? v.data : []);

/** The `data.object` of a Stripe event, when there is one. */
export function eventObject(event: { data?: unknown }): unknown {
  return isObj(event.data) ? event.data.object : undefined;
}

/** What we need to know about a Stripe subscription. */
export interface SubscriptionFacts {
  id: string;
  customerId: string | null;
  status: string;
  priceId: string | null;
  /** Set to end (at period end or at a date): the reader keeps access until then. */
  canceling: boolean;
  /** Unix seconds when the current period ends, if known. */
  currentPeriodEnd: number | null;
  /** The user id we put in the subscription's metadata. */
  userId: string | null;
}

/** The facts of a Stripe subscription object, or null when it is not one. */
export function subscriptionFacts(sub: unknown): SubscriptionFacts | null {
  if (!isObj(sub)) return null;
  const id = str(sub.id);
  if (!id) return null;
  const item = listData(sub.items)[0];
  const itemObj = isObj(item) ? item : {};
  const periodEnd = itemObj.current_period_end ?? sub.current_period_end;
  return {
    id,
    customerId: idOf(sub.customer),
    status: str(sub.status) ?? 'incomplete',
    priceId: idOf(itemObj.price) ?? idOf(itemObj.plan),
    canceling: sub.cancel_at_period_end === true || typeof sub.cancel_at === 'number',
    currentPeriodEnd: typeof periodEnd === 'number' ? periodEnd : null,
    userId: isObj(sub.metadata) ? str(sub.metadata.userId) : null,
  };
}

/** What we need to know about a Stripe invoice. */
export interface InvoiceFacts {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  billingReason: string | null;
  /** The highest tier among the invoice's charged (non-credit) lines. */
  tier: PaidTier | null;
  amountPaid: number;
  currency: string;
  userId: string | null;
}

/** The facts of a Stripe invoice object (tiers read from this server's prices), or null when it is not one. */
export function invoiceFacts(config: Config, invoice: unknown): InvoiceFacts | null {
  if (!isObj(invoice)) return null;
  const id = str(invoice.id);
  if (!id) return null;
  const parent = isObj(invoice.parent) ? invoice.parent : {};
  const details = isObj(parent.subscription_details) ? parent.subscription_details : {};
  let tier: PaidTier | null = null;
  for (const line of listData(invoice.lines)) {
    if (!isObj(line) || (typeof line.amount === 'number' && line.amount < 0)) continue;
    const pricing = isObj(line.pricing) ? line.pricing : {};
    const priceDetails = isObj(pricing.price_details) ? pricing.price_details : {};
    const priceId = idOf(priceDetails.price) ?? idOf(line.price) ?? idOf(line.plan);
    tier = higherTier(tier, tierForPriceId(config, priceId));
  }
  const metadata = isObj(details.metadata) ? details.metadata : {};
  return {
    id,
    customerId: idOf(invoice.customer),
    subscriptionId: idOf(details.subscription) ?? idOf(invoice.subscription),
    billingReason: str(invoice.billing_reason),
    tier,
    amountPaid: typeof invoice.amount_paid === 'number' ? invoice.amount_paid : 0,
    currency: str(invoice.currency) ?? 'gbp',
    userId: str(metadata.userId),
  };
}

/** The client secret that confirms an open invoice's payment (new API: confirmation_secret; old: payment_intent). */
export function clientSecretOf(invoice: unknown): string | null {
  if (!isObj(invoice)) return null;
  if (str(invoice.status) && invoice.status !== 'open') return null;
  const confirmation = isObj(invoice.confirmation_secret)
    ? str(invoice.confirmation_secret.client_secret)
    : null;
  const intent = isObj(invoice.payment_intent) ? str(invoice.payment_intent.client_secret) : null;
  return confirmation ?? intent;
}
