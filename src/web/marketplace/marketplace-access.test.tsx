import { describe, expect, it } from 'vitest';
import { type Role, renderAs } from '../lib/render-as.js';
import { ContactButton } from './contact-button.js';
import MarketplacePage from './marketplace-page.js';

// Who sees which button on the marketplace (spec section 2): creating a listing and contacting a
// seller are for active subscribers and admins; visitors and other members are told why not.

const CREATE = 'Criar Novo Anúncio';
const page = (role: Role) => renderAs(role, <MarketplacePage />, { path: '/marketplace' });

describe('the marketplace page', () => {
  it.each(['subscriber', 'admin', 'superAdmin'] as const)(
    '%s: the create and my-listings buttons, no banner',
    (role) => {
      const html = page(role);
      expect(html).toContain(CREATE);
      expect(html).toContain('Meus Anúncios');
      expect(html).not.toContain('Assinatura necessária');
    },
  );

  it.each(['member', 'expired'] as const)('%s: no create button; the subscription banner', (role) => {
    const html = page(role);
    expect(html).not.toContain(CREATE);
    expect(html).toContain('Assinatura necessária');
  });

  it('visitor: no create button; the visitor banner', () => {
    const html = page('visitor');
    expect(html).not.toContain(CREATE);
    expect(html).toContain('Você está navegando como visitante');
  });
});

describe('the contact button of a listing', () => {
  const item = { id: 3, title: 'Bag térmica', type: 'sale' as const, sellerId: 99 };
  const button = (role: Role) => renderAs(role, <ContactButton item={item} />);

  it.each([
    ['visitor', 'ENTRE PARA CONTATAR'],
    ['member', 'ASSINATURA NECESSÁRIA'],
    ['expired', 'ASSINATURA NECESSÁRIA'],
    ['subscriber', 'CONTATAR VENDEDOR'],
    ['admin', 'CONTATAR VENDEDOR'],
    ['superAdmin', 'CONTATAR VENDEDOR'],
  ] as const)('%s: %s', (role, label) => {
    expect(button(role)).toContain(label);
  });

  it("the seller's own listing: a link to it, never a message to oneself", () => {
    const own = renderAs('subscriber', <ContactButton item={{ ...item, sellerId: 7 }} />);
    expect(own).toContain('Ver meu anúncio');
    expect(own).not.toContain('CONTATAR VENDEDOR');
  });
});
