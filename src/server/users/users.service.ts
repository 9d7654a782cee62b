import { randomUUID } from 'node:crypto';
import { isLang, type Lang } from '../../contract/i18n.js';
import { isMembershipInForce } from '../../contract/membership.js';
import type { CurrentUser, ProfileUpdate } from '../../contract/users.js';
import { userMessages } from '../../contract/users.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { badRequest, notFound, tooManyRequests } from '../http-errors.js';
import type { Storage } from '../storage/storage.js';
import { detectImage, InvalidImageError, MAX_IMAGE_BYTES } from '../uploads/images.js';
import type { UploadsService } from '../uploads/uploads.service.js';
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
    language: isLang(u.language) ? u.language : null,
    subscriptionStatus: isMembershipInForce(u, now) ? 'active' : 'inactive',
    subscriptionEnd: u.subscriptionEnd?.toISOString() ?? null,
    memberSince: u.memberSince.toISOString(),
  };
}

const PHOTO_SIZES = [
  { name: '512', width: 512, height: 512, fit: 'cover' as const },
  { name: '128', width: 128, height: 128, fit: 'cover' as const },
];

export function createUsersService(deps: {
  db: Db;
  storage: Storage;
  /** The instance's image queue (issue 37): profile photos wait their turn like every upload. */
  uploads: Pick<UploadsService, 'processImage'>;
  rateLimiter: RateLimiter;
  config: Pick<AppConfig, 'rateLimits'>;
}) {
  const { storage, rateLimiter } = deps;
  const repo = createUsersRepository(deps.db);
  const photoKey = (userId: number) => `profile-photo:hour:${userId}`;

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

    /** The language the member chose in the switch (issue 36): it follows them to every device. */
    async setLanguage(userId: number, language: Lang): Promise<CurrentUser> {
      const row = await repo.update(userId, { language });
      if (!row) throw notFound('Usuário não encontrado');
      return toCurrentUser(row);
    },

    /**
     * Re-encodes the photo (metadata stripped), stores 512 px and 128 px WebP, and swaps the
     * reference under a row lock; the photo it replaced is deleted after the commit, so parallel
     * changes leave exactly one photo on disk (issue 37). At most PROFILE_PHOTOS_MAX_PER_HOUR
     * changes per member per hour, counted atomically; a refused change is given back.
     */
    async updatePhoto(user: SessionUser, file: Buffer): Promise<CurrentUser> {
      if (file.length > MAX_IMAGE_BYTES) throw badRequest(userMessages.photoTooLarge);
      // Plainly not an image (its header): refused before the change counts.
      await detectImage(file).catch(() => {
        throw badRequest(userMessages.photoInvalid);
      });
      const limit = deps.config.rateLimits.profilePhotosPerHour;
      const hit = await rateLimiter.hit(photoKey(user.id), limit, 60 * 60_000);
      if (hit.blocked) {
        await rateLimiter.release(photoKey(user.id));
        throw tooManyRequests(userMessages.photoQuota(limit), hit.retryAfterSeconds);
      }
      const base = `profile/${randomUUID()}`;
      try {
        const variants = await deps.uploads.processImage(file, PHOTO_SIZES).catch((err) => {
          throw err instanceof InvalidImageError ? badRequest(userMessages.photoInvalid) : err;
        });
        for (const [name, data] of variants) await storage.put(`${base}-${name}.webp`, data, 'image/webp');
        const url = storage.publicUrl(`${base}-512.webp`);
        const swapped = await deps.db.transaction((tx) => createUsersRepository(tx).replacePhoto(user.id, url));
        if (!swapped) throw notFound('Usuário não encontrado');
        await removePhoto(swapped.previous);
        return toCurrentUser(swapped.row);
      } catch (err) {
        // Nothing refers to the new files: they go, and the change is not counted.
        await removePhoto(storage.publicUrl(`${base}-512.webp`));
        await rateLimiter.release(photoKey(user.id));
        throw err;
      }
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
