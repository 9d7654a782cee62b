import { type BikeClaimList, bikeMessages as msg } from '../../contract/bikes.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db } from '../db/client.js';
import { conflict } from '../http-errors.js';
import type { SessionUser } from '../users/session-user.js';
import { createBikesRepository } from './bikes.repository.js';
import { toMyBike } from './bikes.views.js';

/** The administrators' part: second claims on a serial, decided and audited. */
export function bikesModeration(deps: { db: Db; audit: AuditService }) {
  const repo = createBikesRepository(deps.db);
  return {
    /** Each claim beside the registration that holds its serial (oldest claim first), paged on the server. */
    async claims(q: { cursor?: number; limit: number }): Promise<BikeClaimList> {
      const rows = await repo.claims(q.cursor, q.limit + 1);
      const page = rows.slice(0, q.limit);
      const items = [];
      for (const c of page) {
        const holder = await repo.activeBySerial(c.serialKey);
        items.push({
          claim: { ...toMyBike(c), ownerId: c.ownerId ?? 0, ownerName: c.ownerName },
          holder: holder ? { ...toMyBike(holder), ownerId: holder.ownerId ?? 0, ownerName: holder.ownerName } : null,
        });
      }
      return { items, nextCursor: rows.length > q.limit ? page.at(-1)!.id : null };
    },

    claimsCount: async () => ({ count: await repo.claimsCount() }),

    /**
     * 'accept': the claimant holds the serial (the holder's registration is removed); 'reject': the
     * claim is deleted. Only while it is a claim (409 after); audited on the same transaction.
     */
    async decideClaim(admin: SessionUser, id: number, decision: 'accept' | 'reject') {
      return deps.db.transaction(async (tx) => {
        const r = createBikesRepository(tx);
        const claim = await r.get(id);
        if (claim?.status !== 'claim') throw conflict(msg.claimOnlyPending);
        let details: Record<string, unknown> = { serialKey: claim.serialKey, claimantId: claim.ownerId };
        if (decision === 'accept') {
          const holder = await r.removeActiveHolder(claim.serialKey, id);
          if (!(await r.activateClaim(id))) throw conflict(msg.claimOnlyPending);
          details = { ...details, removedBikeId: holder?.id ?? null, formerOwnerId: holder?.ownerId ?? null };
        } else {
          await r.delete(id);
        }
        await deps.audit.record(tx, {
          actorId: admin.id,
          action: `bike.claim-${decision}`,
          targetType: 'bike',
          targetId: id,
          details,
        });
        return { message: decision === 'accept' ? msg.claimAccepted : msg.claimRejected };
      });
    },
  };
}
