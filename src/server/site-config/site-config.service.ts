import { PUBLIC_SITE_CONFIG_KEYS, type SiteConfigEntry } from '../../contract/site-config.js';
import type { SiteConfigRepository } from './site-config.repository.js';

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
