import sharp from 'sharp';
import type { ItemCategory, ItemType } from '../../contract/marketplace-labels.js';
import type { SessionUser } from '../users/session-user.js';
import { seedDemoAccountRentals } from './demo-account-rentals.js';
import { seedDemoFeatures } from './demo-features.js';
import { seedDemoReviews } from './demo-reviews.js';
import type { SeedTarget } from './seed.js';

/**
 * What a first `npm start` shows besides the demo accounts: listings with photos (one waiting for
 * approval), upcoming events with participants, and a conversation about a listing. Images are
 * drawn here and go through the same upload pipeline as a member's photos.
 */

interface DemoItem {
  seller: string;
  title: string;
  description: string;
  type: ItemType;
  category: ItemCategory;
  price: string | null;
  colors: [string, string];
  shape: 'bike' | 'helmet' | 'bag' | 'phone' | 'lock';
  pending?: boolean;
  /** Issue 32: a bikes listing's frame serial (private: the badge shows) and legal class. */
  bike?: { frameSerial: string; bikeClass: 'bicicleta' | 'ebike' | 'emoped' };
}

const ITEMS: DemoItem[] = [
  {
    seller: 'ana@demo.local',
    title: 'Bicicleta elétrica Fiido D11',
    description:
      'Bateria nova, faz uns 60 km por carga. Perfeita para Deliveroo e Just Eat no centro.\nRetirada em Dublin 8.',
    type: 'venda',
    category: 'motos',
    price: '650',
    colors: ['#0f766e', '#134e4a'],
    shape: 'bike',
    // Her registered bike (demo-bikes.ts): the listing shows 'Número de série informado'.
    bike: { frameSerial: 'FD11-2023-004512', bikeClass: 'ebike' },
  },
  {
    seller: 'bruno@demo.local',
    title: 'Capacete fechado tamanho M',
    description: 'Usado por três meses, sem quedas. Acompanha viseira fumê.',
    type: 'venda',
    category: 'equipamentos',
    price: '45',
    colors: ['#1d4ed8', '#1e3a8a'],
    shape: 'helmet',
  },
  {
    seller: 'ana@demo.local',
    title: 'Mochila térmica grande',
    description: 'Mochila térmica de 45 litros, impermeável. Troco por um suporte de celular bom.',
    type: 'troca',
    category: 'equipamentos',
    price: null,
    colors: ['#b45309', '#78350f'],
    shape: 'bag',
  },
  {
    seller: 'bruno@demo.local',
    title: 'Suporte de celular para guidão',
    description: 'Doação para quem está começando nas entregas. Serve em bike e scooter.',
    type: 'doacao',
    category: 'acessorios',
    price: null,
    colors: ['#7c3aed', '#4c1d95'],
    shape: 'phone',
  },
  {
    seller: 'ana@demo.local',
    title: 'Scooter elétrica para aluguel semanal',
    description: 'Aluguel por semana com caução de €100. Carregador e cadeado inclusos.',
    type: 'aluguel',
    category: 'motos',
    price: '60',
    colors: ['#be123c', '#881337'],
    shape: 'bike',
  },
  {
    seller: 'bruno@demo.local',
    title: 'Cadeado em U Kryptonite',
    description: 'Cadeado em U com duas chaves. O mais seguro que já tive.',
    type: 'venda',
    category: 'acessorios',
    price: '30',
    colors: ['#374151', '#111827'],
    shape: 'lock',
  },
  {
    seller: 'bruno@demo.local',
    title: 'Power bank 20.000 mAh',
    description: 'Carrega o celular três vezes. Aguardando aprovação da moderação.',
    type: 'venda',
    category: 'eletronicos',
    price: '20',
    colors: ['#0369a1', '#0c4a6e'],
    shape: 'phone',
    pending: true,
  },
];

const SHAPES: Record<DemoItem['shape'], string> = {
  bike: `<circle cx="260" cy="420" r="110" fill="none" stroke="#fff" stroke-width="22"/>
    <circle cx="740" cy="420" r="110" fill="none" stroke="#fff" stroke-width="22"/>
    <path d="M260 420 L420 250 L600 250 L740 420 M420 250 L500 420 L600 250 M380 200 L460 200 M600 250 L640 180 L700 180"
      fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`,
  helmet: `<path d="M230 470 Q230 170 500 170 Q770 170 770 430 L770 470 Z" fill="#fff"/>
    <path d="M520 300 L760 300 L760 400 L560 400 Z" fill="#0f172a" opacity="0.7"/>`,
  bag: `<rect x="300" y="200" width="400" height="340" rx="36" fill="#fff"/>
    <rect x="420" y="150" width="160" height="70" rx="30" fill="none" stroke="#fff" stroke-width="20"/>
    <rect x="340" y="300" width="320" height="24" rx="12" fill="#0f172a" opacity="0.35"/>`,
  phone: `<rect x="390" y="140" width="220" height="400" rx="34" fill="#fff"/>
    <rect x="412" y="185" width="176" height="300" rx="10" fill="#0f172a" opacity="0.6"/>
    <circle cx="500" cy="512" r="12" fill="#0f172a" opacity="0.6"/>`,
  lock: `<path d="M370 330 L370 230 Q370 130 500 130 Q630 130 630 230 L630 330" fill="none" stroke="#fff" stroke-width="40"/>
    <rect x="320" y="320" width="360" height="230" rx="30" fill="#fff"/>
    <circle cx="500" cy="420" r="26" fill="#0f172a" opacity="0.6"/>`,
};

/**
 * An 800×520 JPEG (drawn on a 1000×650 canvas): a gradient and a white pictogram (no text, so no
 * fonts are needed). 800 px is the upload pipeline's 'md' width, so 'full' costs no more than 'md'.
 */
export async function demoImage(colors: [string, string], shape: DemoItem['shape']): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520" viewBox="0 0 1000 650">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
    </linearGradient></defs>
    <rect width="1000" height="650" fill="url(#g)"/>${SHAPES[shape]}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const EVENTS = [
  {
    title: 'Pedal da comunidade no Phoenix Park',
    description: 'Passeio tranquilo de 15 km para conhecer a galera. Traga água e capacete.',
    location: 'Phoenix Park, portão da Parkgate Street',
    days: 6,
    hour: 11,
    max: 40,
    colors: ['#15803d', '#14532d'] as [string, string],
    shape: 'bike' as const,
  },
  {
    title: 'Oficina: manutenção básica da e-bike',
    description: 'Como trocar câmara, ajustar freio e cuidar da bateria no inverno irlandês.',
    location: 'Dublin Bike Repair, Capel Street',
    days: 13,
    hour: 18,
    max: 15,
    colors: ['#c2410c', '#7c2d12'] as [string, string],
    shape: 'lock' as const,
  },
  {
    title: 'Churrasco de fim de ano dos entregadores',
    description: 'Confraternização com a família. Cada um leva um prato ou bebida.',
    location: 'Bushy Park, Terenure',
    days: 27,
    hour: 14,
    max: 80,
    colors: ['#b91c1c', '#7f1d1d'] as [string, string],
    shape: 'bag' as const,
  },
];

/**
 * Seeds the demo content once, after the demo accounts (seedDemo) and before the app listens. It goes
 * through the services, as members and the admin would: uploads, moderation, joins and messages.
 */
export async function seedDemoContent({ services }: SeedTarget): Promise<void> {
  const { uploads, marketplace, events, messages, users } = services;
  const people = await users.idsByEmail([
    'ana@demo.local',
    'bruno@demo.local',
    'admin@demo.local',
    'carla@demo.local',
    'superadmin@demo.local',
  ]);
  const member = async (email: string): Promise<SessionUser> => {
    const found = people.find((p) => p.email === email);
    const user = found && (await users.findSessionUser(found.id));
    if (!user) throw new Error(`demo account ${email} is missing`);
    return user;
  };
  const admin = await member('admin@demo.local');
  const ana = await member('ana@demo.local');
  const bruno = await member('bruno@demo.local');

  // The photos are drawn and encoded side by side (sharp works off the main thread; decision 029):
  // on two cores this halves the slowest part of the first start. The listings are made in order.
  const [photos, eventPhotos] = await Promise.all([
    Promise.all(
      ITEMS.map(async (item) => {
        const seller = await member(item.seller);
        const drawn = await Promise.all([
          demoImage(item.colors, item.shape),
          demoImage([item.colors[1], item.colors[0]], item.shape),
        ]);
        return uploads.uploadNow(seller.id, drawn);
      }),
    ),
    Promise.all(EVENTS.map(async (e) => uploads.uploadNow(admin.id, [await demoImage(e.colors, e.shape)]))),
  ]);

  const listed: { id: number; title: string }[] = [];
  for (const [i, item] of ITEMS.entries()) {
    const seller = await member(item.seller);
    const imageUrls = photos[i]!;
    const { item: created } = await marketplace.create(seller, {
      title: item.title,
      description: item.description,
      type: item.type,
      category: item.category,
      price: item.price,
      imageUrls,
      coverImageIndex: 0,
      whatsapp: '+353 83 000 0000',
      ...item.bike,
    });
    // Members' listings wait for moderation; the admin approves all but the pending one.
    if (!item.pending) await marketplace.approve(admin, created.id);
    listed.push({ id: created.id, title: created.title });
  }

  const rentedId = await seedDemoAccountRentals(services.accountRentals, admin, member);

  // One approved community alert (decision 022), on a number and an address no demo account uses:
  // check '089 999 0000' on /verificar-contato to see the warning.
  const { item: alert } = await services.blacklist.submit(ana, {
    name: 'Marcos (conta de aluguel falsa)',
    description: 'Anunciou uma conta Deliveroo para aluguel, pediu €150 de depósito por Revolut e bloqueou o contato.',
    phoneNumber: '+353 89 999 0000',
    email: 'golpe.demo@example.com',
    otherInfo: null,
    imageUrls: [],
  });
  await services.blacklist.review(admin, alert.id, 'approved');

  for (const [i, e] of EVENTS.entries()) {
    const date = new Date();
    date.setDate(date.getDate() + e.days);
    date.setHours(e.hour, 0, 0, 0);
    const [imageUrl] = eventPhotos[i]!;
    const created = await events.create(admin, {
      title: e.title,
      description: e.description,
      location: e.location,
      date: date.toISOString(),
      imageUrl,
      maxParticipants: e.max,
    });
    await events.join(ana, created.id);
    if (e.days < 20) await events.join(bruno, created.id);
  }
  // Issue 34: a full event, Bruno first in its waitlist ('Entrar na lista de espera' for the others).
  const workshop = new Date();
  workshop.setDate(workshop.getDate() + 10);
  workshop.setHours(18, 0, 0, 0);
  const full = await events.create(admin, {
    title: 'Oficina de manutenção de bike (vagas limitadas)',
    description: 'Aprenda a trocar câmara, regular freios e cuidar da corrente. Duas vagas por turma.',
    location: 'Capel Street, Dublin 1',
    date: workshop.toISOString(),
    maxParticipants: 2,
  });
  await events.join(ana, full.id);
  await events.join(admin, full.id);
  await events.joinWaitlist(bruno, full.id);

  // Bruno asks Ana about her e-bike and she answers: each has one unread message.
  const bike = listed[0]!;
  await messages.send(bruno, {
    receiverId: ana.id,
    itemId: bike.id,
    content: `Oi! Vi seu anúncio "${bike.title}". Ainda está disponível? Posso ver amanhã depois das 18h?`,
  });
  await messages.send(ana, {
    receiverId: bruno.id,
    itemId: bike.id,
    content: 'Oi, Bruno! Está sim. Amanhã às 18h30 na Thomas Street fica bom para você?',
  });
  await seedDemoFeatures(services, { ana, bruno, carla: await member('carla@demo.local'), bikeId: bike.id });
  await seedDemoReviews(services, bruno, rentedId, [ana, admin, await member('superadmin@demo.local')]);
}
