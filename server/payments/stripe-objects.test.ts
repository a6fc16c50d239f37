import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/app.ts';
import { clientSecretOf, eventObject, invoiceFacts, subscriptionFacts } from './stripe-objects.ts';

const config = testConfig({ STRIPE_PRICE_BASIC: 'price_b', STRIPE_PRICE_PREMIUM: 'price_p' });

describe('Stripe object readers', () => {
  it('reads a subscription in the new shape (period end and price on the item)', () => {
    expect(
      subscriptionFacts({
        id: 'sub_1',
        customer: { id: 'cus_1' },
        status: 'active',
        cancel_at: 1_800_000_000,
        items: { data: [{ price: { id: 'price_b' }, current_period_end: 1_700_000_000 }] },
        metadata: { userId: 'u1' },
      }),
    ).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      priceId: 'price_b',
      canceling: true,
      currentPeriodEnd: 1_700_000_000,
      userId: 'u1',
    });
  });

  it('reads a subscription in the old shape and fills what is missing', () => {
    expect(
      subscriptionFacts({
        id: 'sub_2',
        customer: 'cus_2',
        cancel_at_period_end: true,
        current_period_end: 1_600_000_000,
        items: { data: [{ plan: 'price_p' }] },
      }),
    ).toEqual({
      id: 'sub_2',
      customerId: 'cus_2',
      status: 'incomplete',
      priceId: 'price_p',
      canceling: true,
      currentPeriodEnd: 1_600_000_000,
      userId: null,
    });
    expect(subscriptionFacts({ status: 'active' })).toBeNull();
    expect(subscriptionFacts(null)).toBeNull();
    expect(subscriptionFacts(['sub_1'])).toBeNull();
  });

  it('reads an invoice: the highest charged tier, credit lines ignored', () => {
    expect(
      invoiceFacts(config, {
        id: 'in_1',
        customer: 'cus_1',
        billing_reason: 'subscription_update',
        amount_paid: 200,
        currency: 'usd',
        parent: { subscription_details: { subscription: 'sub_1', metadata: { userId: 'u1' } } },
        lines: {
          data: [
            { amount: -300, pricing: { price_details: { price: 'price_p' } } },
            { amount: 500, pricing: { price_details: { price: 'price_b' } } },
            { amount: 0, price: { id: 'price_other' } },
          ],
        },
      }),
    ).toEqual({
      id: 'in_1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      billingReason: 'subscription_update',
      tier: 'basic',
      amountPaid: 200,
      currency: 'usd',
      userId: 'u1',
    });
    const old = invoiceFacts(config, {
      id: 'in_2',
      subscription: 'sub_2',
      lines: { data: [{ plan: { id: 'price_b' } }, { price: 'price_p' }] },
    });
    expect(old).toMatchObject({
      subscriptionId: 'sub_2',
      tier: 'premium',
      amountPaid: 0,
      currency: 'gbp',
      userId: null,
    });
    expect(invoiceFacts(config, { lines: { data: [] } })).toBeNull();
  });

  it('finds the client secret of an open invoice only', () => {
    expect(
      clientSecretOf({ status: 'open', confirmation_secret: { client_secret: 'cs_new' } }),
    ).toBe('cs_new');
    expect(clientSecretOf({ payment_intent: { client_secret: 'pi_old' } })).toBe('pi_old');
    expect(
      clientSecretOf({ status: 'paid', confirmation_secret: { client_secret: 'x' } }),
    ).toBeNull();
    expect(clientSecretOf('in_1')).toBeNull();
  });

  it("reads an event's data.object", () => {
    expect(eventObject({ data: { object: { id: 'sub_1' } } })).toEqual({ id: 'sub_1' });
    expect(eventObject({})).toBeUndefined();
  });
});
