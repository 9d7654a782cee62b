import type { Database, Listening } from '../db/client.js';

/**
 * Issue 38: which live alert each contact key points to, kept in memory (decision 061).
 *
 * Every inbox page, and every member's item or rental page, asks which approved, active alert
 * (decision 022) matches the keys of its contacts: a round trip to the database on each request,
 * for an answer that changes only when an administrator approves, deactivates, reactivates or
 * deletes an alert. So the newest live alert of each key (or none) is kept here and dropped:
 * - on this instance, as soon as such a write has committed (`changed()`, called by the writer);
 * - on every other instance, when the writer's `pg_notify('blacklist', …)` arrives (sent in the
 *   write's transaction, so heard at commit);
 * - everywhere, after a lost LISTEN connection is back (what was notified meanwhile was missed),
 *   and at the latest `ttlMs` after it was read (a backstop while that connection is down).
 * A lookup that started before a change never stores its answer after it (`generation`).
 */
export const ALERTS_CHANNEL = 'blacklist';

export interface KeyAlert {
  id: number;
  description: string;
}
export interface KeyHit extends KeyAlert {
  kind: 'phone' | 'email';
  key: string;
}

/** How `best` names a key in its answer. */
export const keyName = (kind: 'phone' | 'email', key: string) => (kind === 'phone' ? `p${key}` : `e${key}`);

export interface AlertMatchesDeps {
  /** The newest live alert of each key that has one (keys without one are absent). */
  lookup(phones: string[], emails: string[]): Promise<KeyHit[]>;
  listen?: Database['listen'];
  /** Keys kept at most (the oldest go first). */
  maxKeys?: number;
  ttlMs?: number;
  now?: () => number;
  onError?(err: unknown): void;
}

interface Kept {
  alert: KeyAlert | null;
  at: number;
}

export function createAlertMatches(deps: AlertMatchesDeps) {
  const maxKeys = deps.maxKeys ?? 50_000;
  const ttlMs = deps.ttlMs ?? 60_000;
  const now = deps.now ?? Date.now;
  const kept = new Map<string, Kept>();
  let generation = 0;
  let listening: Promise<Listening | null> | null = null;

  function changed() {
    generation++;
    kept.clear();
  }

  /** Without a channel (a test's bare service) nothing is kept; with one, from when its LISTEN answers. */
  let heard = false;
  let closed = false;
  function listen() {
    if (!deps.listen || listening || closed) return;
    listening = deps.listen(ALERTS_CHANNEL, { message: changed, reconnected: changed }).then(
      (l) => {
        heard = true;
        return l;
      },
      (err) => {
        deps.onError?.(err);
        listening = null;
        return null;
      },
    );
  }

  /** The newest live alert of each key (`p` + phone, `e` + email → alert, or null: none). */
  async function best(phones: readonly string[], emails: readonly string[]): Promise<Map<string, KeyAlert | null>> {
    listen();
    const out = new Map<string, KeyAlert | null>();
    const missPhones: string[] = [];
    const missEmails: string[] = [];
    const t = now();
    const look = (kind: 'phone' | 'email', key: string, miss: string[]) => {
      const k = keyName(kind, key);
      const hit = heard ? kept.get(k) : undefined;
      if (hit && t - hit.at < ttlMs) out.set(k, hit.alert);
      else miss.push(key);
    };
    for (const p of phones) look('phone', p, missPhones);
    for (const e of emails) look('email', e, missEmails);
    if (!missPhones.length && !missEmails.length) return out;

    // A change committed after this read and before the LISTEN answered would go unheard: an
    // answer is kept only when the channel was heard before the read, and nothing changed since.
    const before = heard ? generation : -1;
    const found = await deps.lookup(missPhones, missEmails);
    const answers = new Map<string, KeyAlert | null>();
    for (const p of missPhones) answers.set(keyName('phone', p), null);
    for (const e of missEmails) answers.set(keyName('email', e), null);
    for (const h of found) answers.set(keyName(h.kind, h.key), { id: h.id, description: h.description });
    const keep = heard && before === generation;
    for (const [k, alert] of answers) {
      out.set(k, alert);
      if (!keep) continue;
      kept.delete(k);
      kept.set(k, { alert, at: t });
    }
    if (keep && kept.size > maxKeys) {
      const oldest = kept.keys();
      while (kept.size > maxKeys) kept.delete(oldest.next().value as string);
    }
    return out;
  }

  return {
    best,
    changed,
    /** How many keys are kept (tests). */
    size: () => kept.size,
    async close() {
      closed = true;
      const l = await listening;
      listening = null;
      heard = false;
      await l?.close();
    },
  };
}
export type AlertMatches = ReturnType<typeof createAlertMatches>;
