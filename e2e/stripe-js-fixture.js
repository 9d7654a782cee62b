// Stands in for https://js.stripe.com/<release>/stripe.js in the browser tests (no internet).
// It defines Stripe() with what @stripe/stripe-js and @stripe/react-stripe-js call. The client
// secret chooses the outcome: "pi_fixture_<status>_secret_…" is the payment intent's status, and
// "pi_fixture_declined_secret_…" makes confirmPayment fail with a card error.
(() => {
  const statusOf = (secret) => /^pi_fixture_([a-z_]+?)_secret_/.exec(secret || '')?.[1] ?? 'unknown';

  function stripeFactory(publishableKey) {
    if (!publishableKey) throw new Error('publishable key required');
    let clientSecret = null;
    const elements = (options) => {
      clientSecret = options?.clientSecret ?? null;
      const created = [];
      return {
        create(type) {
          const handlers = {};
          let node = null;
          const element = {
            mount(target) {
              node = document.createElement('div');
              node.dataset.testid = 'fake-payment-element';
              node.dataset.type = type;
              node.innerHTML =
                '<label style="display:block;font:14px sans-serif;color:#334155">Número do cartão<input aria-label="Número do cartão" value="4242 4242 4242 4242" style="display:block;width:100%;margin-top:4px;padding:10px;border:1px solid #cbd5e1;border-radius:8px"></label>';
              (typeof target === 'string' ? document.querySelector(target) : target).appendChild(node);
              setTimeout(() => {
                for (const cb of handlers.ready ?? []) cb({ elementType: type });
              }, 50);
            },
            on(event, cb) {
              handlers[event] = [...(handlers[event] ?? []), cb];
              return element;
            },
            off(event, cb) {
              handlers[event] = (handlers[event] ?? []).filter((h) => h !== cb);
              return element;
            },
            update() {},
            unmount() {
              node?.remove();
            },
            destroy() {
              node?.remove();
            },
          };
          created.push(element);
          return element;
        },
        getElement: () => created[0] ?? null,
        update() {},
        fetchUpdates: async () => ({}),
        submit: async () => ({}),
      };
    };
    return {
      elements,
      async confirmPayment({ confirmParams }) {
        const status = statusOf(clientSecret);
        if (status === 'declined') return { error: { type: 'card_error', message: 'Seu cartão foi recusado.' } };
        if (status === 'wallet')
          return { error: { type: 'api_error', message: 'Navigation to the wallet was cancelled.' } };
        const url = new URL(confirmParams.return_url);
        url.searchParams.set('payment_intent', 'pi_fixture');
        url.searchParams.set('payment_intent_client_secret', clientSecret);
        url.searchParams.set('redirect_status', status);
        window.location.assign(url.toString());
        return new Promise(() => {});
      },
      async retrievePaymentIntent(secret) {
        const status = statusOf(secret);
        if (status === 'lookupfails')
          return { error: { type: 'invalid_request_error', message: 'No such payment_intent' } };
        return { paymentIntent: { id: 'pi_fixture', object: 'payment_intent', status, client_secret: secret } };
      },
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  stripeFactory.version = 'endive';
  window.Stripe = stripeFactory;
})();
