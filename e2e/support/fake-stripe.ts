import type { Locator, Page } from '@playwright/test';

/** The card number the stand-in declines, as Stripe's test card 4000 0000 0000 0002 is declined. */
export const DECLINED_CARD = '4000000000000002';
export const GOOD_CARD = '4242424242424242';

/**
 * A local stand-in for Stripe.js (served in place of https://js.stripe.com/<train>/stripe.js), with the
 * surface that @stripe/stripe-js 10 and @stripe/react-stripe-js 7 use:
 *
 * - `window.Stripe(key)` (called without `new`), `Stripe.version` (the release train loadStripe checks);
 * - the Stripe object: `elements(options)`, `confirmPayment({ elements, confirmParams, redirect })`,
 *   `_registerWrapper`, `registerAppInfo`, and `createToken` / `createPaymentMethod` /
 *   `confirmCardPayment` (react-stripe-js checks that they exist), `retrievePaymentIntent`;
 * - the elements group: `create(type, options)`, `getElement`, `update`, `submit`, `fetchUpdates`, `on`/`off`;
 * - an element: `mount(node)` renders a small labelled card form into the node (no iframe), then emits
 *   `loaderstart` and `ready`; `on`/`off`/`once`, `update`, `focus`, `blur`, `clear`, `collapse`,
 *   `unmount`, `destroy`; typing emits `change` ({ complete, empty, value: { type: 'card' } }).
 *
 * `confirmPayment` answers `{ paymentIntent: { status: 'succeeded' } }`, or `{ error }` with
 * 'Your card was declined.' for 4000000000000002 and 'Your card number is incomplete.' for an empty
 * number. Every call is recorded on `window.__fakeStripe` for assertions.
 */
export const FAKE_STRIPE_JS = String.raw`
(function () {
  'use strict';
  var DECLINED = '${DECLINED_CARD}';
  var state = (window.__fakeStripe = {
    keys: [],
    elementsOptions: [],
    created: [],
    confirmCalls: [],
    wrappers: [],
    appInfo: [],
  });
  var delay = function (ms) {
    return new Promise(function (resolve) { setTimeout(resolve, ms); });
  };

  var FIELD =
    'box-sizing:border-box;width:100%;height:44px;padding:0 12px;border:1px solid var(--input,#cfc6b3);' +
    'border-radius:8px;background:var(--card,#fff);color:var(--fg,#1d1a16);font:inherit;font-size:16px;' +
    'outline-offset:1px;';
  var LABEL = 'display:grid;gap:6px;font-size:14px;font-weight:500;color:var(--fg,#1d1a16);';

  function createElement(type, options, group) {
    var handlers = {};
    var node = null;
    var destroyed = false;
    function emit(event, payload) {
      (handlers[event] || []).slice().forEach(function (cb) { cb(payload); });
    }
    function input(name) {
      return node ? node.querySelector('input[name="' + name + '"]') : null;
    }
    function values() {
      var read = function (name) { var el = input(name); return el ? el.value.trim() : ''; };
      return { number: read('number').replace(/\s+/g, ''), expiry: read('expiry'), cvc: read('cvc') };
    }
    function onInput() {
      var v = values();
      emit('change', {
        elementType: type,
        empty: !v.number && !v.expiry && !v.cvc,
        complete: v.number.length >= 15 && v.expiry.length >= 4 && v.cvc.length >= 3,
        collapsed: false,
        value: { type: 'card' },
      });
    }
    var element = {
      _type: type,
      _values: values,
      mount: function (target) {
        node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node) throw new Error('FakeStripe: mount target not found');
        node.innerHTML =
          '<div data-testid="fake-payment-element" style="display:grid;gap:14px;font-family:inherit;">' +
          '<p style="margin:0;display:flex;align-items:center;gap:8px;padding:10px 12px;border:2px solid var(--primary,#1f3a2e);' +
          'border-radius:8px;font-size:14px;font-weight:600;color:var(--fg,#1d1a16);">' +
          '<svg aria-hidden="true" width="20" height="14" viewBox="0 0 20 14"><rect x="0.75" y="0.75" width="18.5" height="12.5" rx="2" fill="none" stroke="currentColor" stroke-width="1.5"/><rect x="1" y="3.5" width="18" height="2.5" fill="currentColor"/></svg>' +
          'Card</p>' +
          '<label style="' + LABEL + '">Card number' +
          '<input name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" style="' + FIELD + '"></label>' +
          '<div style="display:grid;grid-template-columns:1fr 1fr;gap:12px;">' +
          '<label style="' + LABEL + '">Expiration date' +
          '<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" style="' + FIELD + '"></label>' +
          '<label style="' + LABEL + '">Security code' +
          '<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" style="' + FIELD + '"></label>' +
          '</div></div>';
        node.querySelectorAll('input').forEach(function (el) {
          el.addEventListener('input', onInput);
          el.addEventListener('focus', function () { emit('focus', { elementType: type }); });
          el.addEventListener('blur', function () { emit('blur', { elementType: type }); });
        });
        emit('loaderstart', { elementType: type });
        setTimeout(function () {
          if (!destroyed) emit('ready', { elementType: type });
        }, 60);
      },
      unmount: function () {
        if (node) node.innerHTML = '';
        node = null;
      },
      destroy: function () {
        element.unmount();
        destroyed = true;
        handlers = {};
        if (group._elements[type] === element) delete group._elements[type];
      },
      on: function (event, cb) {
        (handlers[event] = handlers[event] || []).push(cb);
        return element;
      },
      off: function (event, cb) {
        handlers[event] = (handlers[event] || []).filter(function (h) { return h !== cb; });
        return element;
      },
      once: function (event, cb) {
        var wrapped = function (payload) { element.off(event, wrapped); cb(payload); };
        return element.on(event, wrapped);
      },
      update: function () {},
      focus: function () { var el = input('number'); if (el) el.focus(); },
      blur: function () {},
      clear: function () {
        if (node) node.querySelectorAll('input').forEach(function (el) { el.value = ''; });
      },
      collapse: function () {},
    };
    return element;
  }

  function Stripe(key, opts) {
    if (typeof key !== 'string' || !key) throw new Error('FakeStripe: a publishable key is required');
    state.keys.push(key);
    var stripe = {
      elements: function (options) {
        state.elementsOptions.push(options || {});
        var group = {
          _options: Object.assign({}, options || {}),
          _elements: {},
          create: function (type, elementOptions) {
            state.created.push(type);
            var element = createElement(type, elementOptions || {}, group);
            group._elements[type] = element;
            return element;
          },
          getElement: function (type) { return group._elements[type] || null; },
          update: function (changes) { Object.assign(group._options, changes || {}); },
          submit: function () { return Promise.resolve({}); },
          fetchUpdates: function () { return Promise.resolve({}); },
          on: function () { return group; },
          off: function () { return group; },
        };
        return group;
      },
      confirmPayment: function (params) {
        params = params || {};
        var group = params.elements;
        var clientSecret = params.clientSecret || (group && group._options.clientSecret) || null;
        state.confirmCalls.push({
          clientSecret: clientSecret,
          redirect: params.redirect || null,
          returnUrl: (params.confirmParams && params.confirmParams.return_url) || null,
        });
        var element = group && group._elements.payment;
        var v = element ? element._values() : { number: '' };
        return delay(250).then(function () {
          if (!v.number) {
            return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
          }
          if (v.number === DECLINED) {
            return { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } };
          }
          return {
            paymentIntent: {
              id: 'pi_fake_' + Date.now().toString(36),
              object: 'payment_intent',
              status: 'succeeded',
              client_secret: clientSecret,
            },
          };
        });
      },
      retrievePaymentIntent: function (clientSecret) {
        return Promise.resolve({ paymentIntent: { id: 'pi_fake', status: 'succeeded', client_secret: clientSecret } });
      },
      createToken: function () { return Promise.resolve({ error: { message: 'Not supported by the stand-in.' } }); },
      createPaymentMethod: function () { return Promise.resolve({ error: { message: 'Not supported by the stand-in.' } }); },
      confirmCardPayment: function () { return Promise.resolve({ error: { message: 'Not supported by the stand-in.' } }); },
      _registerWrapper: function (wrapper) { state.wrappers.push(wrapper); },
      registerAppInfo: function (info) { state.appInfo.push(info); },
    };
    return stripe;
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Serves FAKE_STRIPE_JS for Stripe.js and answers every other request that would leave the machine
 * (api.stripe.com, m.stripe.network…) with a 404, so a test never reaches the internet.
 */
export async function routeFakeStripe(page: Page) {
  await page.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'js.stripe.com' && /^\/(v3|[a-z]+)\/stripe\.js$/.test(url.pathname)) {
        await route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS });
        return;
      }
      await route.fulfill({
        status: 404,
        contentType: 'text/plain',
        body: 'Not found (e2e: offline)',
      });
    },
  );
}

/** Types a card into the stand-in's form inside `scope` (the payment dialog). */
export async function fillFakeCard(scope: Locator, number: string) {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiration date').fill('12 / 34');
  await scope.getByLabel('Security code').fill('123');
}
