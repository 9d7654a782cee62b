import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';

/** Read model over several domains' tables: four counts in one round trip. */
export function createStatsRepository(db: Db) {
  return {
    async counts() {
      const [row] = await queryRows<{
        members: number;
        account_rentals: number;
        marketplace_items: number;
        events: number;
      }>(
        db,
        sql`
        select
          (select count(*)::int from users where is_active) as members,
          (select count(*)::int from account_rentals where approval_status = 'approved' and status = 'active' and expired_at is null and not is_fake) as account_rentals,
          (select count(*)::int from marketplace_items where approval_status = 'approved' and status = 'active') as marketplace_items,
          -- 'Eventos por mês' (spec): the active events of the coming month, from now. The calendar
          -- month read 0 late in a month with three upcoming events listed under it (issue 28).
          (select count(*)::int from events where is_active and date >= now()
              and date < now() + interval '1 month') as events`,
      );
      return {
        members: Number(row!.members),
        accountRentals: Number(row!.account_rentals),
        marketplaceItems: Number(row!.marketplace_items),
        events: Number(row!.events),
      };
    },

    /** Admin general stats (contract stats.ts): active accounts, every listing, events flagged active. */
    async adminCounts() {
      const [row] = await queryRows<{ members: number; marketplace_items: number; events: number }>(
        db,
        sql`
        select
          (select count(*)::int from users where is_active) as members,
          (select count(*)::int from marketplace_items) as marketplace_items,
          (select count(*)::int from events where is_active) as events`,
      );
      return {
        members: Number(row!.members),
        marketplaceItems: Number(row!.marketplace_items),
        events: Number(row!.events),
      };
    },
  };
}
