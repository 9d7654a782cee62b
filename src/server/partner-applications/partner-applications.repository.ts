import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { PartnerStatus } from '../../contract/partner-applications.js';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema.js';
import { partnerApplications as apps } from './partner-applications.tables.js';

const columns = {
  id: apps.id,
  companyName: apps.companyName,
  contactName: apps.contactName,
  email: apps.email,
  phone: apps.phone,
  message: apps.message,
  status: apps.status,
  createdAt: apps.createdAt,
  reviewedAt: apps.reviewedAt,
  reviewedById: apps.reviewedById,
  reviewedByMemberNumber: users.memberNumber,
};
/** What an application is made of; status and review start at their defaults. */
export type PartnerApplicationValues = Pick<
  typeof apps.$inferInsert,
  'companyName' | 'contactName' | 'email' | 'phone' | 'message'
>;

export function createPartnerApplicationsRepository(db: DbOrTx) {
  const select = () => db.select(columns).from(apps).leftJoin(users, eq(users.id, apps.reviewedById));

  return {
    async insert(values: PartnerApplicationValues) {
      const [row] = await db.insert(apps).values(values).returning({ id: apps.id });
      return row!;
    },

    async insertMany(values: PartnerApplicationValues[]): Promise<void> {
      if (values.length) await db.insert(apps).values(values);
    },

    /** Newest first, keyset on id. */
    async page(o: { status?: PartnerStatus; cursor?: number; limit: number }) {
      const filter: SQL | undefined = o.status ? eq(apps.status, o.status) : undefined;
      const rows = await select()
        .where(and(filter, o.cursor ? lt(apps.id, o.cursor) : undefined))
        .orderBy(desc(apps.id))
        .limit(o.limit);
      const [total] = await db.select({ n: count() }).from(apps).where(filter);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async get(id: number) {
      const [row] = await select().where(eq(apps.id, id)).limit(1);
      return row ?? null;
    },

    async pendingCount() {
      const [row] = await db.select({ n: count() }).from(apps).where(eq(apps.status, 'pending'));
      return Number(row?.n ?? 0);
    },

    /** pending → approved/rejected in one statement: a second review of the same row matches nothing. */
    async review(id: number, status: 'approved' | 'rejected', adminId: number) {
      const [row] = await db
        .update(apps)
        .set({ status, reviewedAt: sql`now()`, reviewedById: adminId })
        .where(and(eq(apps.id, id), eq(apps.status, 'pending')))
        .returning({ id: apps.id });
      return row ?? null;
    },

    async exists(id: number) {
      const [row] = await db.select({ id: apps.id }).from(apps).where(eq(apps.id, id)).limit(1);
      return !!row;
    },

    async delete(id: number) {
      const [row] = await db
        .delete(apps)
        .where(eq(apps.id, id))
        .returning({ id: apps.id, companyName: apps.companyName });
      return row ?? null;
    },
  };
}
export type PartnerApplicationRow = NonNullable<Awaited<ReturnType<PartnerApplicationsRepository['get']>>>;
export type PartnerApplicationsRepository = ReturnType<typeof createPartnerApplicationsRepository>;
