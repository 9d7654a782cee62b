import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { hasMemberAccess } from '../../contract/membership.js';
import { IMAGE_MAX_BYTES, imageVariant, uploadMessages } from '../../contract/uploads.js';
import type { AppConfig } from '../config.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { badRequest, forbidden, HttpError, tooManyRequests } from '../http-errors.js';
import type { Storage } from '../storage/storage.js';
import type { SessionUser } from '../users/session-user.js';
import { createImageQueue, ImageQueueFullError } from './image-queue.js';
import { detectImage, InvalidImageError, limitSharp, reencode, type Variant } from './images.js';
import { createUploadsRepository } from './uploads.repository.js';

const SIGNED_URL_TTL_MS = 10 * 60_000;
const SIZES = [
  { name: 'full', width: 1600, height: 1600 },
  { name: 'md', width: 800, height: 800 },
  { name: 'thumb', width: 320, height: 320 },
] as const;
const PATH_RE = /^\/objects\/uploads\/([0-9a-f-]{36})-full\.webp$/;

/** The upload id inside a stored image path, or null for anything else. */
export function uploadIdOf(path: string): string | null {
  return PATH_RE.exec(path)?.[1] ?? null;
}

/**
 * Image uploads for listings, events and sponsors. Every image goes through this server, so it is
 * size-capped, checked by content and re-encoded (metadata stripped) before anything is stored,
 * whichever storage driver holds it.
 */
export function createUploadsService(deps: {
  db: Db;
  storage: Storage;
  rateLimiter: RateLimiter;
  config: Pick<AppConfig, 'sessionSecret' | 'rateLimits' | 'images'>;
}) {
  const { storage, rateLimiter } = deps;
  limitSharp();
  const queue = createImageQueue({
    concurrency: deps.config.images.concurrency,
    maxWaiting: deps.config.images.queueMax,
  });
  const quotaKey = (ownerId: number) => `uploads:hour:${ownerId}`;
  const secret = deps.config.sessionSecret!;
  const repo = createUploadsRepository(deps.db);
  const sign = (id: string, expires: number) =>
    createHmac('sha256', secret).update(`upload:${id}:${expires}`).digest('base64url');

  /**
   * Every image of every path (uploads, profile photos) is decoded and re-encoded here, through the
   * instance's bounded queue (issue 37, decision 028): a full queue answers 503 at once.
   */
  async function processImage(bytes: Buffer, variants: Variant[]): Promise<Map<string, Buffer>> {
    try {
      return await queue.run(() => reencode(bytes, variants));
    } catch (err) {
      if (err instanceof ImageQueueFullError) throw new HttpError(503, uploadMessages.busy, { 'retry-after': '5' });
      throw err;
    }
  }

  async function encode(bytes: Buffer): Promise<Map<string, Buffer>> {
    if (bytes.length > IMAGE_MAX_BYTES) throw badRequest(uploadMessages.tooLarge);
    try {
      return await processImage(bytes, [...SIZES]);
    } catch (err) {
      if (err instanceof InvalidImageError) throw badRequest(uploadMessages.invalid);
      throw err;
    }
  }

  async function store(id: string, variants: Map<string, Buffer>): Promise<string> {
    for (const [size, data] of variants) await storage.put(`uploads/${id}-${size}.webp`, data, 'image/webp');
    return `/objects/uploads/${id}-full.webp`;
  }

  /** The stored files (every size) behind these upload ids; a missing file is no error. */
  async function deleteFiles(ids: string[]): Promise<void> {
    for (const id of ids) {
      await Promise.all(SIZES.map((s) => storage.delete(`uploads/${id}-${s.name}.webp`).catch(() => {})));
    }
  }

  const storeImage = async (id: string, bytes: Buffer) => store(id, await encode(bytes));

  /**
   * Issue 14, hole 3: listing, event and alert images are for subscribers and admins (the profile
   * photo has its own route, open to every member), at most UPLOADS_MAX_PER_HOUR images per member
   * per hour, each counted atomically so a parallel burst cannot pass the limit. Issue 37: only what
   * is stored counts — a refused request gives back every image it counted (`giveBack`), the one
   * over the limit included.
   */
  async function admit(user: SessionUser, images: number): Promise<void> {
    if (!hasMemberAccess(user)) throw forbidden(uploadMessages.subscriptionRequired);
    const limit = deps.config.rateLimits.uploadsPerHour;
    for (let i = 0; i < images; i++) {
      const hit = await rateLimiter.hit(quotaKey(user.id), limit, 60 * 60_000);
      if (hit.blocked) {
        await giveBack(user.id, i + 1);
        throw tooManyRequests(uploadMessages.quota(limit), hit.retryAfterSeconds);
      }
    }
  }

  async function giveBack(ownerId: number, images: number): Promise<void> {
    for (let i = 0; i < images; i++) await rateLimiter.release(quotaKey(ownerId));
  }

  /**
   * One-step multipart upload (POST /api/upload) of up to 4 images, all or nothing: every image
   * is decoded and re-encoded before the first is stored, so a corrupt third image stores none.
   * Seeding calls it directly (no quota).
   */
  async function uploadNow(ownerId: number, images: Buffer[]): Promise<string[]> {
    const encoded = [];
    for (const bytes of images) encoded.push(await encode(bytes));
    const paths: string[] = [];
    for (const variants of encoded) {
      const id = randomUUID();
      paths.push(await store(id, variants));
      await repo.insert(id, ownerId, 'stored', new Date());
    }
    return paths;
  }

  return {
    admit,
    processImage,
    /** Images being processed and waiting in this instance now. */
    imageQueue: () => queue.size(),

    /**
     * POST /api/upload: counts the images against the member's hourly quota, then stores them all
     * or none (`uploadNow`); when any is refused (not an image, queue full) the quota is given back.
     */
    async upload(user: SessionUser, images: Buffer[]): Promise<string[]> {
      // What is plainly not an image (its header, a cheap read) is refused before anything counts.
      for (const bytes of images) {
        if (bytes.length > IMAGE_MAX_BYTES) throw badRequest(uploadMessages.tooLarge);
        await detectImage(bytes).catch(() => {
          throw badRequest(uploadMessages.invalid);
        });
      }
      await admit(user, images.length);
      try {
        return await uploadNow(user.id, images);
      } catch (err) {
        await giveBack(user.id, images.length);
        throw err;
      }
    },

    uploadNow,

    /** A signed, expiring, single-use PUT URL of this server (POST /api/marketplace-upload). */
    async signUpload(user: SessionUser): Promise<{ uploadURL: string; objectPath: string }> {
      await admit(user, 1);
      const ownerId = user.id;
      const id = randomUUID();
      const expires = Date.now() + SIGNED_URL_TTL_MS;
      await repo.insert(id, ownerId, 'pending', new Date(expires));
      return {
        uploadURL: `/api/uploads/${id}?expires=${expires}&signature=${sign(id, expires)}`,
        objectPath: `/objects/uploads/${id}-full.webp`,
      };
    },

    /** The raw PUT to a signed URL: refused when tampered, expired or already used. */
    async receiveSigned(id: string, expires: number, signature: string, bytes: Buffer): Promise<string> {
      const expected = Buffer.from(sign(id, expires));
      const given = Buffer.from(signature);
      const valid = expected.length === given.length && timingSafeEqual(expected, given) && expires > Date.now();
      const ownerId = valid ? await repo.claimPending(id) : null;
      if (ownerId === null) throw forbidden(uploadMessages.badSignature);
      try {
        const path = await storeImage(id, bytes);
        await repo.setStatus(id, 'stored');
        return path;
      } catch (err) {
        // Issue 37: the image counted when the URL was signed is given back (only stored ones count).
        await repo.setStatus(id, 'failed');
        await giveBack(ownerId, 1);
        throw err;
      }
    },

    /** Refuses any path that is not an image `ownerId` uploaded (no hot-linking others' objects). */
    async assertOwned(ownerId: number, paths: string[]): Promise<void> {
      const ids = paths.map(uploadIdOf);
      if (ids.some((id) => id === null)) throw badRequest(uploadMessages.notYours);
      const owned = await repo.storedOwnedBy(ownerId, ids as string[]);
      if (ids.some((id) => !owned.has(id!))) throw badRequest(uploadMessages.notYours);
    },

    /**
     * Maintenance (issue 14, hole 3): uploads never attached to anything, older than a day, go —
     * rows first (in the statement that checks), then their files. Returns how many went.
     */
    async deleteUnattached(olderThanMs = 24 * 60 * 60_000): Promise<number> {
      let total = 0;
      for (;;) {
        const ids = await repo.deleteUnattached(new Date(Date.now() - olderThanMs), 500);
        await deleteFiles(ids);
        total += ids.length;
        if (ids.length < 500) return total;
      }
    },

    /** Deletes the stored objects (every size) behind these paths. */
    async remove(paths: string[]): Promise<void> {
      const ids = paths.map(uploadIdOf).filter((id): id is string => !!id);
      await deleteFiles(ids);
      await repo.delete(ids);
    },

    /**
     * Account deletion, in its transaction (decision 023): removes the member's uploads nothing
     * shows and leaves the rest without an owner. Returns the removed ids for `deleteFiles`, which
     * runs after the commit (a rollback keeps the files).
     */
    releaseOwner: (tx: DbOrTx, ownerId: number) => createUploadsRepository(tx).releaseOwner(ownerId),
    deleteFiles,

    variant: imageVariant,
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
