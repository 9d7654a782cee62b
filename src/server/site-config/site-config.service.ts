import { DEFAULT_SITE_TITLE } from '../../contract/page-titles.js';
import {
  type AdminSiteConfigEntry,
  PUBLIC_SITE_CONFIG_KEYS,
  type SiteConfigEntry,
  siteColors,
  siteConfigMessages,
  type WebManifest,
  webManifest,
} from '../../contract/site-config.js';
import { settingProblem } from '../../contract/site-settings.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db } from '../db/client.js';
import { badRequest, forbidden, notFound } from '../http-errors.js';
import type { SessionUser } from '../users/session-user.js';
import { renderShareImage } from './share-image.js';
import { createSiteConfigRepository } from './site-config.repository.js';
import type { siteConfig } from './site-config.tables.js';

type SiteConfigRow = typeof siteConfig.$inferSelect;

/** Spec: site config cached 5 minutes (SITE_CONFIG_CACHE_SECONDS; an edit reaches other instances within it). */
const DEFAULT_TTL_MS = 5 * 60_000;

const toEntry = (r: SiteConfigRow): AdminSiteConfigEntry => ({
  key: r.key,
  value: r.value,
  description: r.description,
  isEditable: r.isEditable,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * One per app (services.ts), shared by the API, the admin tab and the served index.html:
 * public keys cached for SITE_CONFIG_CACHE_SECONDS (default 5 minutes) in this instance; admin edits validated, audited and seen at once.
 */
export function createSiteConfigService(deps: { db: Db; audit: AuditService; cacheMs?: number }) {
  const { db, audit } = deps;
  const TTL_MS = deps.cacheMs ?? DEFAULT_TTL_MS;
  const repo = createSiteConfigRepository(db);
  let cache: { at: number; entries: SiteConfigEntry[] } | null = null;

  async function listPublic(): Promise<SiteConfigEntry[]> {
    if (cache && Date.now() - cache.at < TTL_MS) return cache.entries;
    const entries = await repo.listByKeys(PUBLIC_SITE_CONFIG_KEYS);
    cache = { at: Date.now(), entries };
    return entries;
  }

  /** The default share image, drawn once per title, description and colour (they change rarely). */
  let shareCard: { key: string; png: Promise<Buffer> } | null = null;
  async function shareImage(): Promise<Buffer> {
    const entries = await listPublic();
    const get = (k: string) => entries.find((e) => e.key === k)?.value ?? '';
    const card = {
      title: get('site_title') || DEFAULT_SITE_TITLE,
      description: get('site_description'),
      theme: siteColors(get).theme,
    };
    const key = JSON.stringify(card);
    if (shareCard?.key !== key) {
      const png = renderShareImage(card);
      shareCard = { key, png };
      png.catch(() => {
        if (shareCard?.png === png) shareCard = null; // drawn again at the next request
      });
    }
    return shareCard.png;
  }

  return {
    /** Public keys only, cached for 5 minutes in this instance. */
    listPublic,
    async publicValue(key: (typeof PUBLIC_SITE_CONFIG_KEYS)[number]): Promise<string | undefined> {
      return (await listPublic()).find((e) => e.key === key)?.value;
    },
    /** The web app manifest: name and description as the admin set them (same 5-minute cache). */
    webManifest: async (): Promise<WebManifest> => webManifest(await listPublic()),
    /**
     * GET /og-image.png, the share image site config's og_image names by default: 1200×630, the
     * site's title and description on its theme colour. An administrator replaces it by pointing
     * og_image elsewhere (an https URL or another path).
     */
    shareImage,
    invalidate() {
      cache = null;
    },

    /** The admin tab: every key with its description. */
    adminList: async () => (await repo.listAll()).map(toEntry),

    /** 404 unknown key, 403 non-editable, 400 a value the key cannot take (its zod schema in SITE_SETTINGS, pt-BR message). */
    async update(admin: SessionUser, key: string, value: string) {
      const current = await repo.get(key);
      if (!current) throw notFound(siteConfigMessages.notFound);
      if (!current.isEditable) throw forbidden(siteConfigMessages.notEditable);
      const problem = settingProblem(key, value);
      if (problem) throw badRequest(problem);
      const row = await db.transaction(async (tx) => {
        const updated = await createSiteConfigRepository(tx).updateEditable(key, value, admin.id);
        if (updated) {
          await audit.record(tx, {
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
      cache = null;
      return toEntry(row);
    },

    /** Inserts the defaults that are missing (start-up); never overwrites an administrator's value. */
    insertMissing: repo.insertMissing,
  };
}
export type SiteConfigService = ReturnType<typeof createSiteConfigService>;
