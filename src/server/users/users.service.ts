import { randomUUID } from 'node:crypto';
import { isMembershipInForce } from '../../contract/membership.js';
import type { CurrentUser, ProfileUpdate } from '../../contract/users.js';
import { userMessages } from '../../contract/users.js';
import type { Db } from '../db/client.js';
import { badRequest, notFound } from '../http-errors.js';
import type { Storage } from '../storage/storage.js';
import { InvalidImageError, MAX_IMAGE_BYTES, reencode } from '../uploads/images.js';
import type { SessionUser } from './session-user.js';
import { createUsersRepository, type NewUser, type UserRow } from './users.repository.js';

/** The current user as sent to its owner: never the password hash or payment ids. */
export function toCurrentUser(u: UserRow, now = new Date()): CurrentUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    displayName: u.displayName,
    profileImageUrl: u.profileImageUrl,
    memberNumber: u.memberNumber,
    phone: u.phone,
    whatsapp: u.whatsapp,
    isAdmin: u.isAdmin,
    isSuperAdmin: u.isSuperAdmin,
    subscriptionStatus: isMembershipInForce(u, now) ? 'active' : 'inactive',
    subscriptionEnd: u.subscriptionEnd?.toISOString() ?? null,
    memberSince: u.memberSince.toISOString(),
  };
}

export function createUsersService(deps: { db: Db; storage: Storage }) {
  const { storage } = deps;
  const repo = createUsersRepository(deps.db);

  async function mustFind(id: number): Promise<UserRow> {
    const row = await repo.findById(id);
    if (!row) throw notFound('Usuário não encontrado');
    return row;
  }

  /** Deletes both sizes of a profile photo; anything that is not one is left alone. */
  async function removePhoto(url: string | null) {
    const m = url?.match(/(profile\/[0-9a-f-]+)-512\.webp$/);
    if (!m) return;
    await Promise.all(['512', '128'].map((v) => storage.delete(`${m[1]}-${v}.webp`).catch(() => {})));
  }

  return {
    /** The whole own profile (request.user carries only the session fields). */
    me: async (id: number): Promise<CurrentUser> => toCurrentUser(await mustFind(id)),

    /** With the password hash: for sign-in and seeding only, never for an answer. */
    findByEmail: (email: string) => repo.findByEmail(email),
    findById: (id: number) => repo.findById(id),
    findSessionUser: (id: number) => repo.findSessionUser(id),
    /** How many accounts there are (seeding: demo content only into an empty database). */
    count: () => repo.count(),
    /** The ids of the accounts among `emails` that exist (seeding finds its demo accounts). */
    idsByEmail: (emails: string[]) => repo.idsByEmail(emails),
    /** null when the email is taken (the unique index decides, so concurrent sign-ups cannot both win). */
    insert: (values: NewUser) => repo.insert(values),
    update: (id: number, values: Parameters<typeof repo.update>[1]) => repo.update(id, values),
    removePhoto,

    async updateProfile(userId: number, input: ProfileUpdate): Promise<CurrentUser> {
      // Only the fields of the profile schema; empty optional text clears the field.
      const changes: Partial<UserRow> = {};
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.displayName !== undefined) changes.displayName = input.displayName || null;
      if (input.whatsapp !== undefined) changes.whatsapp = input.whatsapp || null;
      if (input.phone !== undefined) changes.phone = input.phone || null;
      const row = await repo.update(userId, changes);
      if (!row) throw notFound('Usuário não encontrado');
      return toCurrentUser(row);
    },

    /** Re-encodes the photo (metadata stripped), stores 512 px and 128 px WebP, drops the old ones. */
    async updatePhoto(user: SessionUser, file: Buffer): Promise<CurrentUser> {
      if (file.length > MAX_IMAGE_BYTES) throw badRequest(userMessages.photoTooLarge);
      let variants: Map<string, Buffer>;
      try {
        variants = await reencode(file, [
          { name: '512', width: 512, height: 512, fit: 'cover' },
          { name: '128', width: 128, height: 128, fit: 'cover' },
        ]);
      } catch (err) {
        if (err instanceof InvalidImageError) throw badRequest(userMessages.photoInvalid);
        throw err;
      }
      const base = `profile/${randomUUID()}`;
      for (const [name, data] of variants) await storage.put(`${base}-${name}.webp`, data, 'image/webp');
      const row = await repo.update(user.id, { profileImageUrl: storage.publicUrl(`${base}-512.webp`) });
      await removePhoto(user.profileImageUrl);
      return toCurrentUser(row!);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
