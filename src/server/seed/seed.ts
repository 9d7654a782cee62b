import { SITE_CONFIG_DEFAULTS } from '../../contract/site-config.js';
import { hashPassword } from '../auth/passwords.js';
import type { AppConfig } from '../config.js';
import type { Services } from '../services.js';
import { FIRST_GUIDES } from './guides.js';

/** What seeding works with: the app's services, as every other caller (decision 025: no queries here). */
export interface SeedTarget {
  services: Services;
}

export const DEMO_PASSWORD = 'demo1234';

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  isAdmin?: boolean;
  isSuperAdmin?: boolean;
  subscribed?: boolean;
  /** Issue 30: the one demo member whose address is not confirmed yet (the home's 'Confirme seu email' banner). */
  unverified?: boolean;
}

const DEMO_USERS: DemoUser[] = [
  {
    email: 'superadmin@demo.local',
    firstName: 'Sofia',
    lastName: 'Martins',
    role: 'super administrador',
    isAdmin: true,
    isSuperAdmin: true,
  },
  { email: 'admin@demo.local', firstName: 'Rafael', lastName: 'Costa', role: 'administrador', isAdmin: true },
  {
    email: 'ana@demo.local',
    firstName: 'Ana',
    lastName: 'Souza',
    role: 'membro com assinatura ativa',
    subscribed: true,
  },
  {
    email: 'bruno@demo.local',
    firstName: 'Bruno',
    lastName: 'Lima',
    role: 'membro com assinatura ativa',
    subscribed: true,
  },
  {
    email: 'carla@demo.local',
    firstName: 'Carla',
    lastName: 'Ferreira',
    role: 'membro sem assinatura, email não confirmado',
    unverified: true,
  },
];

const DEMO_SPONSORS: Parameters<Services['sponsors']['seedDemo']>[0] = [
  {
    name: 'Dublin Bike Repair',
    description: 'Oficina de bicicletas e e-bikes no centro de Dublin.',
    discountInfo: '15% de desconto em revisões para membros',
    website: 'https://example.com/dublin-bike-repair',
    redirectUrl: 'https://example.com/dublin-bike-repair?ref=comunidade',
    isFeatured: true,
    displayOrder: 0,
  },
  {
    name: 'Capa & Cia',
    description: 'Roupas impermeáveis para entregadores.',
    discountInfo: '10% de desconto com o número de membro',
    website: 'https://example.com/capa-e-cia',
    displayOrder: 1,
  },
  {
    name: 'Seguro Moto Irlanda',
    description: 'Seguro para motos e scooters de entrega.',
    discountInfo: 'Primeira mensalidade grátis',
    website: 'https://example.com/seguro-moto',
    displayOrder: 2,
  },
  { name: 'Patrocinador antigo (inativo)', isActive: false, displayOrder: 3 },
];

const DEMO_PARTNER_APPLICATIONS: Parameters<Services['partnerApplications']['seedDemo']>[0] = [
  {
    companyName: 'Baterias Express',
    contactName: 'Marcos Oliveira',
    email: 'marcos@example.com',
    phone: '+353 85 111 2222',
    message: 'Vendemos e consertamos baterias de e-bike e gostaríamos de oferecer desconto aos membros.',
  },
  {
    companyName: 'Café do Entregador',
    contactName: 'Juliana Rocha',
    email: 'juliana@example.com',
    phone: '+353 86 333 4444',
    message: 'Temos um café perto da Grafton Street e queremos oferecer café grátis às sextas.',
  },
];

/** Site-config defaults (spec section 9) and the market-temperature row: always present. */
export async function ensureDefaults({ services }: SeedTarget): Promise<void> {
  await services.siteConfig.insertMissing(SITE_CONFIG_DEFAULTS);
  await services.marketTemperature.ensureRow();
  // Issue 35: the first guides, while the shelf is empty (an administrator's edits then stay).
  await services.guides.seedIfEmpty(FIRST_GUIDES);
}

/** Whether any demo account (printed password demo1234) exists: then the app stays off the network unless HOST says so. */
export async function demoAccountsPresent({ services }: SeedTarget): Promise<boolean> {
  return (await services.users.idsByEmail(DEMO_USERS.map((u) => u.email))).length > 0;
}

/**
 * On a later start: the demo accounts still in the database, to print again (the password is the
 * demo one unless a member changed it).
 */
export async function demoLoginsPresent({ services }: SeedTarget): Promise<string[]> {
  const present = new Set((await services.users.idsByEmail(DEMO_USERS.map((u) => u.email))).map((u) => u.email));
  return DEMO_USERS.filter((u) => present.has(u.email)).map(
    (u) => `  ${u.email.padEnd(24)} ${DEMO_PASSWORD}   ${u.role}`,
  );
}

/** Demo accounts, only into an empty database. Returns the lines to print, or [] when nothing was seeded. */
export async function seedDemo({ services }: SeedTarget): Promise<string[]> {
  const { users } = services;
  if ((await users.count()) > 0) return [];
  const password = await hashPassword(DEMO_PASSWORD);
  const lines: string[] = [];
  for (const u of DEMO_USERS) {
    const row = await users.insert({
      email: u.email,
      password,
      firstName: u.firstName,
      lastName: u.lastName,
      displayName: `${u.firstName} ${u.lastName[0]}.`,
      phone: '+353 83 000 0000',
      whatsapp: '+353 83 000 0000',
      isAdmin: u.isAdmin ?? false,
      isSuperAdmin: u.isSuperAdmin ?? false,
      subscriptionStatus: u.subscribed ? 'active' : 'inactive',
      subscriptionSource: u.subscribed ? 'admin' : null,
      subscriptionEnd: u.subscribed ? new Date(Date.now() + 365 * 86_400_000) : null,
      // Issue 30: every demo address confirmed but Carla's, whose home shows the banner.
      emailVerifiedAt: u.unverified ? null : new Date(),
    });
    if (row) lines.push(`  ${u.email.padEnd(24)} ${DEMO_PASSWORD}   ${row.memberNumber}  ${u.role}`);
  }
  // So the Patrocinadores and Parceiros tabs and the landing sponsor sections are not empty.
  await services.sponsors.seedDemo(DEMO_SPONSORS);
  await services.partnerApplications.seedDemo(DEMO_PARTNER_APPLICATIONS);
  return lines;
}

/** ADMIN_EMAIL/ADMIN_PASSWORD: that account is created, or promoted, as a super administrator. */
export async function ensureConfiguredAdmin({ services }: SeedTarget, config: AppConfig): Promise<string | null> {
  if (!config.adminEmail || !config.adminPassword) return null;
  const { users } = services;
  const existing = await users.findByEmail(config.adminEmail);
  if (existing) {
    await users.update(existing.id, { isAdmin: true, isSuperAdmin: true, isActive: true });
    return `${config.adminEmail} promovido a super administrador (${existing.memberNumber})`;
  }
  const row = await users.insert({
    email: config.adminEmail,
    password: await hashPassword(config.adminPassword),
    firstName: 'Admin',
    lastName: 'Principal',
    displayName: 'Administrador',
    isAdmin: true,
    isSuperAdmin: true,
  });
  return `${config.adminEmail} criado como super administrador (${row?.memberNumber})`;
}
