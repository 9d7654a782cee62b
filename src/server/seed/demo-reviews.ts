import type { ReviewTag } from '../../contract/reviews.js';
import type { SessionUser } from '../users/session-user.js';
import type { SeedTarget } from './seed.js';

/**
 * Issue 33: published reviews on a fresh start. Bruno's rented Deliveroo account was rented, in turn,
 * by Ana, Rafael (admin) and Sofia (super admin): each revealed its contact, Bruno named them, they
 * confirmed, and both sides of each deal reviewed, so every review is published. Bruno has three
 * (his rental cards and profile show '★ 4,7 (3 avaliações)'); each renter has Bruno's review of them.
 */
const RENTERS: { stars: number; text: string; tags: ReviewTag[]; back: string }[] = [
  {
    stars: 5,
    text: 'Conta funcionou a semana toda e o Bruno respondeu rápido quando precisei.',
    tags: ['Pagamento combinado respeitado', 'Conta funcionou'],
    back: 'Pagou em dia e cuidou bem da conta. Alugaria de novo.',
  },
  {
    stars: 4,
    text: 'Tudo certo com a conta; só demorou um dia para liberar o acesso.',
    tags: ['Conta funcionou'],
    back: 'Pagamento combinado respeitado, sem problemas.',
  },
  {
    stars: 5,
    text: 'Dono sério, o acordo por escrito ajudou muito.',
    tags: ['Pagamento combinado respeitado'],
    back: 'Ótima locatária, pagou adiantado.',
  },
];

export async function seedDemoReviews(
  services: SeedTarget['services'],
  owner: SessionUser,
  rentalId: number,
  renters: SessionUser[],
): Promise<void> {
  const { accountRentals, reviews } = services;
  for (const [i, renter] of renters.entries()) {
    const r = RENTERS[i % RENTERS.length]!;
    await accountRentals.acceptChecklist(renter);
    await accountRentals.contact(rentalId, renter);
    const { deal } = await reviews.propose(owner, { kind: 'rental', itemId: rentalId, counterpartId: renter.id });
    await reviews.confirm(renter, deal.id);
    await reviews.review(renter, deal.id, { stars: r.stars, text: r.text, tags: r.tags });
    await reviews.review(owner, deal.id, { stars: 5, text: r.back, tags: ['Pagou em dia'] });
  }
}
