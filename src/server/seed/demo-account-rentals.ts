import { type CreateRentalInput, createRentalSchema } from '../../contract/account-rentals.js';
import type { AccountRentalsService } from '../account-rentals/account-rentals.service.js';
import type { SessionUser } from '../users/session-user.js';

/**
 * Rental listings of the demo accounts: approved ones from different owners (one just marked rented,
 * so the ALUGADO banner shows on a first start) and one waiting for approval. They are real listings
 * of demo members, not the admin's isFake examples, made through the service as members would.
 */
const RENTALS: (Omit<CreateRentalInput, 'attestation'> & { owner: string; pending?: true; rented?: true })[] = [
  {
    owner: 'ana@demo.local',
    appName: 'Deliveroo',
    accountType: 'bike_eletrica',
    region: 'Dublin 8',
    weeklyPrice: '150.00',
    description: 'Conta com ótima avaliação, muitos pedidos no centro à noite.',
    rules: 'Sem troca de titular; pagamento semanal adiantado.',
    conditions: 'Substituto registrado no app antes do primeiro turno.',
    whatsapp: '+353 83 111 2222',
    instagramLink: 'https://instagram.com/ana.entregas',
  },
  {
    owner: 'bruno@demo.local',
    appName: 'Uber Eats',
    accountType: 'moto',
    region: 'Dublin',
    weeklyPrice: '200.00',
    description: 'Moto 125cc com seguro para entregas; conta ativa há 2 anos.',
    rules: 'Combustível por conta do locatário.',
    whatsapp: '+353 85 333 4444',
  },
  {
    owner: 'admin@demo.local',
    appName: 'Just Eat',
    accountType: 'bike',
    region: 'Rathmines',
    weeklyPrice: '110.00',
    description: 'Conta verificada pela administração, ideal para quem está começando.',
    conditions: 'Contrato simples assinado pelas duas partes.',
    whatsapp: '+353 87 555 6666',
  },
  {
    owner: 'bruno@demo.local',
    appName: 'Deliveroo',
    accountType: 'bike',
    region: 'Dublin 2',
    weeklyPrice: '130.00',
    description: 'Conta de bicicleta, região de Grafton Street.',
    whatsapp: '+353 85 333 4444',
    rented: true,
  },
  {
    owner: 'ana@demo.local',
    appName: 'Chuppa',
    accountType: 'carro',
    region: 'Swords',
    weeklyPrice: '240.00',
    description: 'Conta para carro na região norte, aguardando a verificação.',
    whatsapp: '+353 83 111 2222',
    instagramLink: 'https://instagram.com/ana.entregas',
    pending: true,
  },
];

/** Each owner creates the listing (pending), the admin approves it, the owner marks one rented (its id returned). */
export async function seedDemoAccountRentals(
  accountRentals: AccountRentalsService,
  admin: SessionUser,
  member: (email: string) => Promise<SessionUser>,
): Promise<number> {
  let rentedId = 0;
  for (const { owner, pending, rented, ...input } of RENTALS) {
    const user = await member(owner);
    const { item } = await accountRentals.create(user, createRentalSchema.parse({ ...input, attestation: true }));
    // The admin's own listings start approved; members' wait for moderation.
    if (!pending && !user.isAdmin) await accountRentals.approve(admin, item.id);
    if (rented) {
      await accountRentals.setStatus(user, item.id, 'rented');
      rentedId = item.id;
    }
  }
  return rentedId;
}
