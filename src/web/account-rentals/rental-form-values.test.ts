import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  type AdminCreateRentalData,
  adminCreateRentalSchema,
  type CreateRentalData,
  createRentalSchema,
  rentalMessages as msg,
  type Rental,
  type UpdateRentalData,
  updateRentalSchema,
} from '../../contract/account-rentals.js';
import { formResolver } from '../lib/form.js';
import { type RentalFormValues, rentalFormDefaults } from './rental-form-values.js';

const resolve = <V extends FieldValues, O>(resolver: Resolver<V, unknown, O>, values: NoInfer<V>) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

// The rental form's three variants, as rental-form.tsx builds them.
const create: Resolver<RentalFormValues, unknown, CreateRentalData> = formResolver(createRentalSchema);
const edit: Resolver<RentalFormValues, unknown, UpdateRentalData> = formResolver(updateRentalSchema);
const adminCreate: Resolver<RentalFormValues, unknown, AdminCreateRentalData> = formResolver(adminCreateRentalSchema);

const empty = rentalFormDefaults({ admin: false, whatsapp: '' });
const filled: RentalFormValues = {
  ...empty,
  appName: 'Deliveroo',
  accountType: 'bike',
  weeklyPrice: '150',
  whatsapp: '+353 83 123 4567',
  attestation: true,
};

describe('rental form: create', () => {
  it('an empty form names each missing field with the spec’s words', async () => {
    const { errors } = await resolve(create, empty);
    expect(errors.appName?.message).toBe(msg.appRequired);
    expect(errors.accountType?.message).toBe(msg.typeRequired);
    expect(errors.weeklyPrice?.message).toBe(msg.priceRequired);
    expect(errors.whatsapp?.message).toBe(msg.whatsappMin);
    expect(errors.attestation?.message).toBe(msg.attestationRequired);
    expect(errors.region).toBeUndefined();
  });

  it('sends the price with two decimals and empty texts as null', async () => {
    const { values, errors } = await resolve(create, filled);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ weeklyPrice: '150.00', region: 'Dublin', rules: null, instagramLink: null });
  });

  it('refuses a price of zero, a price that is not a number and a link that is not one', async () => {
    expect((await resolve(create, { ...filled, weeklyPrice: '0' })).errors.weeklyPrice?.message).toBe(
      msg.pricePositive,
    );
    expect((await resolve(create, { ...filled, weeklyPrice: 'x' })).errors.weeklyPrice?.message).toBe(msg.priceInvalid);
    expect((await resolve(create, { ...filled, instagramLink: 'perfil' })).errors.instagramLink?.message).toBe(
      msg.instagramInvalid,
    );
  });
});

describe('rental form: edit and admin variants', () => {
  it('an edit needs no attestation and sends only the listing’s fields', async () => {
    const { values, errors } = await resolve(edit, { ...filled, attestation: false, ownerId: 4 });
    expect(errors).toEqual({});
    expect(values).not.toHaveProperty('attestation');
    expect(values).not.toHaveProperty('ownerId');
  });

  it('the admin variant needs an owner and sends the approval chosen', async () => {
    const withoutOwner = await resolve(adminCreate, { ...filled, attestation: false });
    expect(withoutOwner.errors.ownerId?.message).toBe(msg.ownerRequired);
    const { values } = await resolve(adminCreate, { ...filled, ownerId: 4, approvalStatus: 'pending' });
    expect(values).toMatchObject({ ownerId: 4, approvalStatus: 'pending' });
    expect(values).not.toHaveProperty('attestation');
  });
});

describe('rental form: first values', () => {
  const rental: Rental = {
    id: 9,
    appName: 'Uber Eats',
    accountType: 'moto',
    region: 'Dublin 8',
    weeklyPrice: '150.00',
    rules: null,
    conditions: 'Caução',
    description: null,
    whatsapp: '0831234567',
    instagramLink: null,
    ownerId: 3,
    approvalStatus: 'approved',
    pendingEdit: { weeklyPrice: '187.50', region: 'Dublin 2' },
    status: 'active',
    statusUpdatedAt: '2026-01-01T00:00:00.000Z',
    expiresAt: null,
    expired: null,
    isFake: false,
    isOwner: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ownerName: 'Ana',
    ownerLastName: 'Souza',
    ownerMemberNumber: '0003',
    ownerIsAdmin: false,
    ownerSubscriptionStatus: 'active',
    ownerMemberSince: '2026-11',
    ownerRating: { count: 0, average: null },
  };

  it('a member’s new listing carries their WhatsApp; an admin’s does not', () => {
    expect(rentalFormDefaults({ admin: false, whatsapp: '0830000001' })).toMatchObject({
      whatsapp: '0830000001',
      region: 'Dublin',
      attestation: false,
      approvalStatus: 'approved',
    });
    expect(rentalFormDefaults({ admin: true, whatsapp: '0830000001' }).whatsapp).toBe('');
  });

  it('an edit starts from the owner’s waiting edit over the published version, the price as typed', () => {
    const values = rentalFormDefaults({ rental, admin: false, whatsapp: '' });
    expect(values).toMatchObject({ weeklyPrice: '187.5', region: 'Dublin 2', conditions: 'Caução', rules: '' });
  });
});
