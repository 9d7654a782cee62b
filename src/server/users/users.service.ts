import { randomUUID } from 'node:crypto';
import type { CurrentUser, ProfileUpdate } from '../../contract/users.js';
import { userMessages } from '../../contract/users.js';
import { badRequest, notFound } from '../http-errors.js';
import { InvalidImageError, MAX_IMAGE_BYTES, reencode } from '../uploads/images.js';
import type { Storage } from '../storage/storage.js';
import { isSubscriptionActive } from '../subscriptions/subscriptions.service.js';
import type { UserRow, UsersRepository } from './users.repository.js';

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
    subscriptionStatus: isSubscriptionActive(u, now) ? 'active' : 'inactive',
    subscriptionEnd: u.subscriptionEnd?.toISOString() ?? null,
    memberSince: u.memberSince.toISOString(),
  };
}

export function createUsersService(repo: UsersRepository, storage: Storage) {
  return {
    async updateProfile(userId: number, input: ProfileUpdate): Promise<UserRow> {
      // Only the fields of the profile schema; empty optional text clears the field.
      const changes: Partial<UserRow> = {};
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.displayName !== undefined) changes.displayName = input.displayName || null;
      if (input.whatsapp !== undefined) changes.whatsapp = input.whatsapp || null;
      if (input.phone !== undefined) changes.phone = input.phone || null;
      const row = await repo.update(userId, changes);
      if (!row) throw notFound('Usuário não encontrado');
      return row;
    },

    /** Re-encodes the photo (metadata stripped), stores 512 px and 128 px WebP, drops the old ones. */
    async updatePhoto(user: UserRow, file: Buffer): Promise<UserRow> {
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
      await removePhoto(storage, user.profileImageUrl);
      return row!;
    },
  };
}

export async function removePhoto(storage: Storage, url: string | null) {
  const m = url?.match(/(profile\/[0-9a-f-]+)-512\.webp$/);
  if (!m) return;
  await Promise.all(['512', '128'].map((v) => storage.delete(`${m[1]}-${v}.webp`).catch(() => {})));
}
