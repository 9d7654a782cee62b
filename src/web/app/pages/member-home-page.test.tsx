import { describe, expect, it } from 'vitest';
import type { SubscriptionOffer } from '../../../contract/subscriptions.js';
import { type Role, renderAs } from '../../lib/render-as.js';
import MemberHomePage from './member-home-page.js';

// The member home by role: creating a listing is for subscribers and admins (spec section 6), the
// messages shortcut and the payments section for subscribers, the launch offer for everyone else.

const offer: SubscriptionOffer = {
  mode: 'demo',
  publishableKey: null,
  priceCents: 299,
  promoPriceCents: 299,
  regularPriceCents: 999,
  discountPercent: 70,
  promotion: { active: true, limit: 50, remaining: 10, until: null },
};
const home = (role: Role) =>
  renderAs(role, <MemberHomePage variant="home" />, { data: [[['subscriptions', 'offer'], offer]] });

const CREATE_LINK = 'href="/marketplace/create"';
const MESSAGES_LINK = 'href="/messages"';
const NOT_SUBSCRIBED = 'Sua assinatura não está ativa';
const OFFER = 'Garantir minha vaga';

describe('the member home', () => {
  it.each(['member', 'expired'] as const)('%s: create locked, no messages link, the prompt and the offer', (role) => {
    const html = home(role);
    expect(html).not.toContain(CREATE_LINK);
    expect(html).not.toContain(MESSAGES_LINK);
    expect(html).toContain(NOT_SUBSCRIBED);
    expect(html).toContain(OFFER);
  });

  it('subscriber: create and messages open; no prompt, no offer', () => {
    const html = home('subscriber');
    expect(html).toContain(CREATE_LINK);
    expect(html).toContain(MESSAGES_LINK);
    expect(html).not.toContain(NOT_SUBSCRIBED);
    expect(html).not.toContain(OFFER);
  });

  it.each(['admin', 'superAdmin'] as const)(
    '%s without a subscription: may create, no offer; messages stay for subscribers',
    (role) => {
      const html = home(role);
      expect(html).toContain(CREATE_LINK);
      expect(html).not.toContain(OFFER);
      expect(html).toContain(NOT_SUBSCRIBED);
      expect(html).not.toContain(MESSAGES_LINK);
    },
  );

  it('visitor: no member home, the redirect notice', () => {
    expect(home('visitor')).toContain('Redirecionando para o login...');
  });
});
