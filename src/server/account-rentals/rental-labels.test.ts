import { describe, expect, it } from 'vitest';
import { memberSinceText, ownerBadge, rentalBanner, whatsappLink } from '../../contract/account-rentals-labels.js';
import { BAND_LABELS, bandOf } from '../../contract/market-temperature-labels.js';

describe('rental presentation rules', () => {
  const owner = { ownerIsAdmin: false, ownerMemberNumber: 'CL0150', ownerSubscriptionStatus: 'inactive' };
  it.each([
    [{ ...owner, ownerIsAdmin: true, ownerMemberNumber: 'CL0002' }, 'ADMIN VERIFICADO'],
    [{ ...owner, ownerMemberNumber: 'CL0099' }, 'MEMBRO ANTIGO'],
    [{ ...owner, ownerMemberNumber: 'CL0100', ownerSubscriptionStatus: 'active' }, 'MEMBRO ATIVO'],
    [owner, 'NOVO MEMBRO'],
    [{ ...owner, ownerMemberNumber: null }, 'NOVO MEMBRO'],
  ])('owner badge of %j is %s', (r, badge) => expect(ownerBadge(r)).toBe(badge));

  it("beside every badge, the owner's join month as 'membro desde mês/ano' (issue 28)", () => {
    expect(memberSinceText('2026-11')).toBe('membro desde nov/2026');
    expect(memberSinceText('2025-01')).toBe('membro desde jan/2025');
    expect(memberSinceText('2025-12')).toBe('membro desde dez/2025');
    expect(memberSinceText(null)).toBe('');
    expect(memberSinceText('2025-13')).toBe('');
  });

  it('banners: demo and rented read ALUGADO, sold VENDIDO, active none', () => {
    expect(rentalBanner({ isFake: true, status: 'active' })).toBe('ALUGADO');
    expect(rentalBanner({ isFake: false, status: 'rented' })).toBe('ALUGADO');
    expect(rentalBanner({ isFake: false, status: 'sold' })).toBe('VENDIDO');
    expect(rentalBanner({ isFake: false, status: 'active' })).toBeNull();
  });

  it('builds the WhatsApp link from the digits, with the app and the weekly price in the message', () => {
    const link = whatsappLink('+353 (83) 111-2233', 'Uber Eats', '€ 150/semana');
    expect(link.startsWith('https://wa.me/353831112233?text=')).toBe(true);
    expect(decodeURIComponent(link.split('text=')[1]!)).toBe(
      'Olá! Vi seu anúncio de aluguel da conta Uber Eats por € 150/semana na Comunidade dos Entregadores. Ainda está disponível?',
    );
  });

  it('bands the temperature at 25/50/75', () => {
    expect([1, 25, 26, 50, 51, 75, 76, 100].map((l) => BAND_LABELS[bandOf(l)])).toEqual([
      'MERCADO FRIO',
      'MERCADO FRIO',
      'MERCADO MORNO',
      'MERCADO MORNO',
      'MERCADO QUENTE',
      'MERCADO QUENTE',
      'MERCADO FERVENDO',
      'MERCADO FERVENDO',
    ]);
  });
});
