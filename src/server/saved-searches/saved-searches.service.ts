import {
  savedSearchMessages as msg,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchFilters,
  type SavedSearchKind,
  type SavedSearchPage,
  savedSearchPath,
} from '../../contract/saved-searches.js';
import { type Db, type DbOrTx, retryOnConflict } from '../db/client.js';
import { badRequest, notFound } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { SessionUser } from '../users/session-user.js';
import { createSavedSearchesRepository, type SavedSearchRow } from './saved-searches.repository.js';
import {
  createSavedSearchesMatchingRepository,
  type DueSearch,
  type MatchJob,
} from './saved-searches-matching.repository.js';

const money = (v: string | null) => (v === null ? null : Number(v));

function toView(r: SavedSearchRow): SavedSearch {
  const kind = r.kind as SavedSearchKind;
  const none = (v: string) => v || null;
  const filters: SavedSearch['filters'] = {
    q: r.q,
    type: kind === 'item' ? none(r.type) : null,
    category: kind === 'item' ? none(r.category) : null,
    appName: kind === 'rental' ? none(r.app) : null,
    accountType: kind === 'rental' ? none(r.type) : null,
    region: kind === 'rental' ? none(r.region) : null,
    minPrice: money(r.minPrice),
    maxPrice: money(r.maxPrice),
  };
  return {
    id: r.id,
    name: r.name,
    kind,
    filters,
    path: savedSearchPath(kind, filters),
    createdAt: r.createdAt.toISOString(),
  };
}

/** How many notifications one hourly round makes at most (the next round takes the rest). */
const ROUND_LIMIT = 500;
/** Searches one batch of a matching job counts and tells (one transaction). */
const MATCH_BATCH = 1000;
/** Approvals one round of the job claims. */
const JOBS_PER_ROUND = 5;
/** A claimed job is one instance's for this long (one that dies mid-way: another resumes it after). */
const LEASE_SECONDS = 120;
/** A job failing this often stays in its table (the log says why). */
const MAX_ATTEMPTS = 10;

/**
 * Saved searches (issue 34, decision 044): a member's filters of /marketplace or /account-rental kept
 * with a name (at most SAVED_SEARCHES_MAX), and the alerts: a newly approved listing that matches
 * tells the member, at most once per search per hour, how many listings are new.
 */
export function createSavedSearchesService(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  /** Searches per job batch (default MATCH_BATCH; the tests make it small to see batches). */
  matchBatch?: number;
}) {
  const repo = createSavedSearchesRepository(deps.db);
  const matching = createSavedSearchesMatchingRepository(deps.db);
  const batchSize = deps.matchBatch ?? MATCH_BATCH;
  let wake: (() => void) | null = null;

  /**
   * One notification per search, through notifyMany (a fixed number of statements). notifyMany
   * takes one item per member, so a member with two searches told at once gets them in two rounds.
   */
  async function tell(tx: DbOrTx, due: DueSearch[]): Promise<number> {
    let rest = due;
    let made = 0;
    while (rest.length) {
      const seen = new Set<number>();
      const now: DueSearch[] = [];
      const later: DueSearch[] = [];
      for (const d of rest) {
        (seen.has(d.userId) ? later : now).push(d);
        seen.add(d.userId);
      }
      made += await deps.notifications.notifyMany(
        tx,
        'saved-search-matches',
        now.map((d) => ({ userId: d.userId, targetId: d.id, data: { name: d.name, count: d.count, kind: d.kind } })),
      );
      rest = later;
    }
    return made;
  }

  /** Every batch of one claimed job; the searches told. */
  async function runJob(job: MatchJob): Promise<number> {
    let told = 0;
    for (;;) {
      const more = await deps.db.transaction(async (tx) => {
        const r = createSavedSearchesMatchingRepository(tx);
        const after = await r.lockJob(job.id);
        if (after === null) return false;
        const listing = await r.listing(job.kind, job.listingId);
        const ids = listing ? await r.matches(job.kind, listing, after, batchSize) : [];
        told += await tell(tx, await r.count(ids));
        if (ids.length < batchSize) {
          await r.finishJob(job.id);
          return false;
        }
        await r.advanceJob(job.id, ids.at(-1)!);
        return true;
      });
      if (!more) return told;
    }
  }

  return {
    async create(me: SessionUser, input: { name: string; kind: SavedSearchKind; filters: SavedSearchFilters }) {
      const f = input.filters;
      const item = input.kind === 'item';
      // The landing filter 'motocicleta' is the category motos (as the marketplace list reads it).
      const moto = item && f.type === 'motocicleta';
      const values = {
        userId: me.id,
        name: input.name,
        kind: input.kind,
        q: f.q,
        words: f.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5),
        type: (item ? (moto ? null : f.type) : f.accountType) ?? '',
        category: (item ? (moto ? 'motos' : f.category) : null) ?? '',
        app: (item ? null : f.appName) ?? '',
        region: (item ? null : f.region?.toLowerCase()) ?? '',
        minPrice: f.minPrice,
        maxPrice: f.maxPrice,
      };
      if (!values.words.length && !values.type && !values.category && !values.app && !values.region)
        if (values.minPrice === null && values.maxPrice === null) throw badRequest(msg.empty);
      const row = await retryOnConflict(() =>
        deps.db.transaction(async (tx) => {
          const r = createSavedSearchesRepository(tx);
          await r.lockMember(me.id);
          if ((await r.count(me.id)) >= SAVED_SEARCHES_MAX) throw badRequest(msg.tooMany);
          return r.insert(values);
        }),
      );
      return { message: msg.saved, search: toView(row) };
    },

    async list(me: SessionUser, q: { cursor?: number; limit: number }): Promise<SavedSearchPage> {
      const [rows, total] = await Promise.all([repo.list(me.id, q.cursor, q.limit + 1), repo.count(me.id)]);
      const page = rows.slice(0, q.limit);
      return {
        items: page.map(toView),
        nextCursor: rows.length > q.limit ? page.at(-1)!.id : null,
        total,
      };
    },

    async get(me: SessionUser, id: number): Promise<SavedSearch> {
      const row = await repo.get(me.id, id);
      if (!row) throw notFound(msg.notFound);
      return toView(row);
    },

    async rename(me: SessionUser, id: number, name: string) {
      if (!(await repo.rename(me.id, id, name))) throw notFound(msg.notFound);
      return { message: msg.renamed, search: toView((await repo.get(me.id, id))!) };
    },

    async remove(me: SessionUser, id: number) {
      if (!(await repo.remove(me.id, id))) throw notFound(msg.notFound);
      return { message: msg.deleted };
    },

    /**
     * Called by the marketplace and rentals inside the approval's transaction (a rolled-back approval
     * tells nobody): one job row, whatever the number of searches (decision 051). The job matches and
     * tells; the caller calls `wake` after its commit.
     */
    async listingApproved(tx: DbOrTx, listing: { kind: SavedSearchKind; id: number }): Promise<void> {
      await createSavedSearchesMatchingRepository(tx).enqueue(listing.kind, listing.id);
    },
    /** After the approval's commit: this instance starts its job at once (others poll). */
    wake: () => wake?.(),
    /** The job's start (saved-searches.job.ts sets it; the tests run rounds themselves). */
    onQueued(run: () => void) {
      wake = run;
    },

    /**
     * One round of the job (decision 051): claims up to JOBS_PER_ROUND approvals and, for each, in
     * batches of MATCH_BATCH searches by id (one transaction each: the job row locked, the matching,
     * the grouping's counts, the notifications, where the next batch starts), so a crash resumes from
     * the last batch and never tells a search twice.
     */
    async matchDue(): Promise<{ claimed: number; told: number }> {
      const claimed = await matching.claim(JOBS_PER_ROUND, LEASE_SECONDS, MAX_ATTEMPTS);
      let told = 0;
      for (const job of claimed) told += await runJob(job);
      return { claimed: claimed.length, told };
    },
    jobsPerRound: JOBS_PER_ROUND,

    /** The hourly round (saved-searches.schedule.ts): searches whose new matches waited an hour. */
    runSchedule(): Promise<number> {
      return deps.db.transaction(async (tx) =>
        tell(tx, await createSavedSearchesMatchingRepository(tx).dueRound(ROUND_LIMIT)),
      );
    },

    /** The data export: every search the member saved. */
    async exportFor(userId: number) {
      return (await repo.exportRows(userId)).map((r) => {
        const v = toView(r);
        return { name: v.name, kind: v.kind, filters: v.filters, savedAt: v.createdAt };
      });
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
