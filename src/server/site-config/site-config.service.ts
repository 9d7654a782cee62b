import {
  type AdminSiteConfigEntry,
  PUBLIC_SITE_CONFIG_KEYS,
  SITE_CONFIG_VALIDATORS,
  type SiteConfigEntry,
  siteConfigMessages,
} from '../../contract/site-config.js';
import { recordAudit } from '../admin/audit.js';
import type { Db } from '../db/client.js';
import { badRequest, forbidden, notFound } from '../http-errors.js';
import type { SessionUser } from '../plugins/session.js';
import { createSiteConfigRepository, type SiteConfigRepository } from './site-config.repository.js';
import type { siteConfig } from './site-config.tables.js';

type SiteConfigRow = typeof siteConfig.$inferSelect;

const TTL_MS = 5 * 60_000; // spec: site config cached 5 minutes

export function createSiteConfigService(repo: SiteConfigRepository) {
  let cache: { at: number; entries: SiteConfigEntry[] } | null = null;
  return {
    /** Public keys only, cached for 5 minutes in this instance. */
    async listPublic(): Promise<SiteConfigEntry[]> {
      if (cache && Date.now() - cache.at < TTL_MS) return cache.entries;
      const entries = await repo.listByKeys(PUBLIC_SITE_CONFIG_KEYS);
      cache = { at: Date.now(), entries };
      return entries;
    },
    async publicValue(key: (typeof PUBLIC_SITE_CONFIG_KEYS)[number]): Promise<string | undefined> {
      return (await this.listPublic()).find((e) => e.key === key)?.value;
    },
    invalidate() {
      cache = null;
    },
  };
}
export type SiteConfigService = ReturnType<typeof createSiteConfigService>;

/** The admin tab: every key, and edits that are validated, audited and seen publicly at once. */
export function createSiteConfigAdminService(db: Db, publicCache: Pick<SiteConfigService, 'invalidate'>) {
  const repo = createSiteConfigRepository(db);
  const toEntry = (r: SiteConfigRow): AdminSiteConfigEntry => ({
    key: r.key,
    value: r.value,
    description: r.description,
    isEditable: r.isEditable,
    updatedAt: r.updatedAt.toISOString(),
  });

  return {
    list: async () => (await repo.listAll()).map(toEntry),

    /** 404 unknown key, 403 non-editable, 400 a value the key cannot take (SITE_CONFIG_VALIDATORS). */
    async update(admin: SessionUser, key: string, value: string) {
      const current = await repo.get(key);
      if (!current) throw notFound(siteConfigMessages.notFound);
      if (!current.isEditable) throw forbidden(siteConfigMessages.notEditable);
      const problem = SITE_CONFIG_VALIDATORS[key]?.(value) ?? null;
      if (problem) throw badRequest(problem);
      const row = await db.transaction(async (tx) => {
        const updated = await createSiteConfigRepository(tx).updateEditable(key, value, admin.id);
        if (updated) {
          await recordAudit(tx, {
            actorId: admin.id,
            action: 'site-config.update',
            targetType: 'site_config',
            targetId: key,
            details: { from: current.value, to: value },
          });
        }
        return updated;
      });
      // Made non-editable in between: the statement matched nothing.
      if (!row) throw forbidden(siteConfigMessages.notEditable);
      // GET /api/site-config and the served index.html read the new value at once.
      publicCache.invalidate();
      return toEntry(row);
    },
  };
}
