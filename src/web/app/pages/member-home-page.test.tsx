import { describe, expect, it } from 'vitest';
import type { MySubscription, SubscriptionOffer } from '../../../contract/subscriptions.js';
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
const grantedFor = (days: number): MySubscription => ({
  active: true,
  source: 'admin',
  end: new Date(Date.now() + days * 86_400_000).toISOString(),
  cancelAtPeriodEnd: false,
  inGracePeriod: false,
  priceCents: null,
  plan: null,
  portalAvailable: false,
  memberNumber: 'CL0107',
});
const subscriberHome = (mine: MySubscription) =>
  renderAs('subscriber', <MemberHomePage variant="home" />, {
    data: [
      [['subscriptions', 'offer'], offer],
      [['subscriptions', 'mine'], mine],
    ],
  });

const CREATE_LINK = 'href="/marketplace/create"';
const MESSAGES_LINK = 'href="/messages"';
const NOT_SUBSCRIBED = 'Sua assinatura não está ativa';
const OFFER = 'Garantir minha vaga';
const CREATE_EVENT_LINK = 'href="/events/create"';
const SUBSCRIBE_LINK = 'href="/subscribe"';

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

  // Issue 28: staff need no membership; only those who may create events see 'Criar evento'.
  it.each(['admin', 'superAdmin'] as const)(
    '%s without a subscription: nothing locked, never asked to subscribe, may create events',
    (role) => {
      const html = home(role);
      expect(html).toContain(CREATE_LINK);
      expect(html).toContain(MESSAGES_LINK);
      expect(html).toContain(CREATE_EVENT_LINK);
      expect(html).not.toContain(OFFER);
      expect(html).not.toContain(NOT_SUBSCRIBED);
      expect(html).not.toContain('Assinar Agora');
      expect(html).not.toContain('Ativar assinatura');
      expect(html).not.toContain(SUBSCRIBE_LINK);
      expect(html).not.toContain('Requer assinatura ativa');
    },
  );

  it.each(['member', 'subscriber'] as const)('%s: no "Criar evento" (only administrators create events)', (role) => {
    expect(home(role)).not.toContain(CREATE_EVENT_LINK);
    expect(home(role)).not.toContain('Criar evento');
  });

  it('a member granted months ahead is asked for nothing; near the end, "Renovar"', () => {
    const months = subscriberHome(grantedFor(200));
    expect(months).not.toContain(SUBSCRIBE_LINK);
    expect(months).not.toMatch(/>Assinar</);
    expect(months).not.toContain('Renovar');
    const soon = subscriberHome(grantedFor(5));
    expect(soon).toContain('Renovar');
    expect(soon).toContain(SUBSCRIBE_LINK);
  });

  it('visitor: no member home, the redirect notice', () => {
    expect(home('visitor')).toContain('Redirecionando para o login...');
  });
});
