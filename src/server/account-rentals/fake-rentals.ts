import type { NewRental } from './account-rentals.repository.js';

/**
 * The admin's demo listings (spec: 5, shown as rented). They are marked isFake: the page dims them
 * with ALUGADO and an 'Exemplo' tag, their contact is never revealed and no count includes them.
 */
const FAKES = [
  {
    appName: 'Deliveroo',
    accountType: 'bike',
    region: 'Dublin 1',
    weeklyPrice: '120.00',
    description: 'Conta de exemplo: bicicleta no centro.',
  },
  {
    appName: 'Uber Eats',
    accountType: 'moto',
    region: 'Dublin 8',
    weeklyPrice: '180.00',
    description: 'Conta de exemplo: moto, turnos da noite.',
  },
  {
    appName: 'Just Eat',
    accountType: 'bike_eletrica',
    region: 'Rathmines',
    weeklyPrice: '140.00',
    description: 'Conta de exemplo: bicicleta elétrica.',
  },
  {
    appName: 'Deliveroo',
    accountType: 'carro',
    region: 'Swords',
    weeklyPrice: '220.00',
    description: 'Conta de exemplo: carro, região norte.',
  },
  {
    appName: 'Chuppa',
    accountType: 'bike',
    region: 'Dún Laoghaire',
    weeklyPrice: '90.00',
    description: 'Conta de exemplo: bicicleta, litoral sul.',
  },
] as const;

export function fakeRentals(ownerId: number, at: Date): NewRental[] {
  return FAKES.map((f) => ({
    ...f,
    whatsapp: '0000000000',
    rules: null,
    conditions: null,
    instagramLink: null,
    ownerId,
    userId: ownerId,
    approvalStatus: 'approved',
    status: 'active',
    isAvailable: false,
    statusUpdatedAt: at,
    isFake: true,
  }));
}
