import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { BlacklistStatus } from '../../contract/blacklist.js';
import { type DbOrTx, queryRows } from '../db/client.js';
import { users } from '../db/schema.js';
import { ALERTS_CHANNEL, type KeyHit } from './blacklist.kept.js';
import { blacklist as alerts } from './blacklist.tables.js';

const columns = {
  id: alerts.id,
  name: alerts.name,
  description: alerts.description,
  phoneNumber: alerts.phoneNumber,
  email: alerts.email,
  otherInfo: alerts.otherInfo,
  imageUrls: alerts.imageUrls,
  approvalStatus: alerts.approvalStatus,
  isActive: alerts.isActive,
  createdAt: alerts.createdAt,
  reportedById: alerts.reportedById,
  reporterDisplayName: users.displayName,
  reporterMemberNumber: users.memberNumber,
};
export type NewAlert = Pick<
  typeof alerts.$inferInsert,
  | 'name'
  | 'description'
  | 'phoneNumber'
  | 'email'
  | 'otherInfo'
  | 'imageUrls'
  | 'reportedById'
  | 'phoneKey'
  | 'emailKey'
>;
const live = () => and(eq(alerts.approvalStatus, 'approved'), eq(alerts.isActive, true));

export function createBlacklistRepository(db: DbOrTx) {
  const select = () => db.select(columns).from(alerts).leftJoin(users, eq(users.id, alerts.reportedById));

  // Issue 38: the contact check's match and the members' contacts of a warning are prepared once
  // (a warning's alert lookup itself is mostly answered from memory, decision 061), with
  // the keys and ids as array values (`= any($1)`), so one SQL text serves any number of them and
  // PostgreSQL plans it once per connection instead of on every call (`in ($1, $2, …)` made a new
  // text, and a new plan, for every count). Built on first use: a repository on a transaction
  // prepares nothing it does not run.
  let matchingStatement: ReturnType<typeof buildMatching> | undefined;
  function buildMatching() {
    return db
      .select({ id: alerts.id, description: alerts.description, phoneKey: alerts.phoneKey, emailKey: alerts.emailKey })
      .from(alerts)
      .where(
        and(
          live(),
          sql`(${alerts.phoneKey} = any(${sql.placeholder('phones')}::varchar[]) or ${alerts.emailKey} = any(${sql.placeholder('emails')}::varchar[]))`,
        ),
      )
      .orderBy(desc(alerts.id))
      .limit(50)
      .prepare('blacklist_matching');
  }
  let contactsStatement: ReturnType<typeof buildContacts> | undefined;
  function buildContacts() {
    return db
      .select({ id: users.id, phone: users.phone, whatsapp: users.whatsapp, email: users.email })
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('blacklist_contacts_of');
  }

  return {
    async insert(values: NewAlert) {
      const [row] = await db.insert(alerts).values(values).returning({ id: alerts.id });
      return row!.id;
    },

    async get(id: number) {
      const [row] = await select().where(eq(alerts.id, id)).limit(1);
      return row ?? null;
    },

    /** Newest first, keyset on id. */
    async page(o: { status?: BlacklistStatus; reporterId?: number; cursor?: number; limit: number }) {
      const filter: SQL | undefined = and(
        o.status ? eq(alerts.approvalStatus, o.status) : undefined,
        o.reporterId !== undefined ? eq(alerts.reportedById, o.reporterId) : undefined,
      );
      return select()
        .where(and(filter, o.cursor ? lt(alerts.id, o.cursor) : undefined))
        .orderBy(desc(alerts.id))
        .limit(o.limit);
    },

    async total(status?: BlacklistStatus) {
      const [row] = await db
        .select({ n: count() })
        .from(alerts)
        .where(status ? eq(alerts.approvalStatus, status) : undefined);
      return Number(row?.n ?? 0);
    },

    /** Approved, active alerts whose phone or email key is one of these (partial indexes). */
    async matching(phones: string[], emails: string[]) {
      if (!phones.length && !emails.length) return [];
      matchingStatement ??= buildMatching();
      return matchingStatement.execute({ phones, emails });
    },

    /** Decision 061: in a write's transaction, every instance hears at commit that an alert changed. */
    announceChange: (what: string) => db.execute(sql`select pg_notify(${ALERTS_CHANNEL}, ${what})`),

    /**
     * Issue 38 (decision 061): the newest live alert of each key, for the kept matches
     * (blacklist.kept.ts). Asked only for keys not kept, so not prepared.
     */
    bestPerKey(phones: string[], emails: string[]) {
      if (!phones.length && !emails.length) return Promise.resolve([]);
      const newest = (column: SQL) => sql`join lateral (
          select b.id, b.description from ${alerts} b
          where ${column} = k.key and b.approval_status = 'approved' and b.is_active
          order by b.id desc limit 1) a on true`;
      return queryRows<KeyHit>(
        db,
        sql`select 'phone' as kind, k.key, a.id, a.description
          from unnest(${sql.param(phones)}::varchar[]) as k(key) ${newest(sql`b.phone_key`)}
          union all
          select 'email' as kind, k.key, a.id, a.description
          from unnest(${sql.param(emails)}::varchar[]) as k(key) ${newest(sql`b.email_key`)}`,
      );
    },

    /** The phone, WhatsApp and email of these members: read here to match, never returned to a caller. */
    contactsOf(userIds: number[]) {
      if (!userIds.length) return Promise.resolve([]);
      contactsStatement ??= buildContacts();
      return contactsStatement.execute({ ids: userIds });
    },

    /** pending → approved/rejected in one statement: a second review matches nothing (null). */
    async review(id: number, status: 'approved' | 'rejected') {
      const [row] = await db
        .update(alerts)
        .set({ approvalStatus: status })
        .where(and(eq(alerts.id, id), eq(alerts.approvalStatus, 'pending')))
        .returning({ id: alerts.id, reportedById: alerts.reportedById });
      return row ?? null;
    },

    async setActive(id: number, isActive: boolean) {
      const [row] = await db
        .update(alerts)
        .set({ isActive })
        .where(and(eq(alerts.id, id), eq(alerts.approvalStatus, 'approved')))
        .returning({ id: alerts.id });
      return !!row;
    },

    async delete(id: number) {
      const [row] = await db
        .delete(alerts)
        .where(eq(alerts.id, id))
        .returning({ id: alerts.id, name: alerts.name, imageUrls: alerts.imageUrls });
      return row ?? null;
    },

    /** Pending alerts (the admin tab badge). */
    pendingCount: async () =>
      Number((await db.select({ n: count() }).from(alerts).where(eq(alerts.approvalStatus, 'pending')))[0]?.n ?? 0),

    async exists(id: number) {
      const [row] = await db.select({ id: alerts.id }).from(alerts).where(eq(alerts.id, id)).limit(1);
      return !!row;
    },
  };
}
export type BlacklistRepository = ReturnType<typeof createBlacklistRepository>;
export type AlertRow = NonNullable<Awaited<ReturnType<BlacklistRepository['get']>>>;
