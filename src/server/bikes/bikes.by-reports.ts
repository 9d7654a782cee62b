import type { UploadsService } from '../uploads/uploads.service.js';
import type { SessionUser } from '../users/session-user.js';
import type { BikesRepository } from './bikes.repository.js';

/**
 * What the reports domain asks of bikes (issue 32: report & block apply to stolen reports and
 * sightings). A stolen report hidden by reports leaves the public list, the map and the check; its
 * owner sees it as under review. A sighting has one reader, the bike's owner: only they can report
 * it, and there is nothing to hide (the admin deletes it). The reports domain audits each action.
 */
export function bikesByReports(repo: BikesRepository, uploads: Pick<UploadsService, 'remove'>) {
  return {
    /** The stolen report as everyone sees it; null when it is not on the public list. */
    async stolenReportTarget(id: number) {
      const row = await repo.publicStolen(id);
      if (!row) return null;
      const name = `${row.brand} ${row.model}`.trim();
      return { ownerId: row.ownerId, summary: `${name} · ${row.stolenArea ?? ''}\n${row.stolenDescription ?? ''}` };
    },
    /** A sighting as its reader (the bike's owner, or an administrator) sees it; null for anyone else. */
    async sightingTarget(id: number, viewer: SessionUser) {
      const row = await repo.sighting(id);
      if (!row || (row.ownerId !== viewer.id && !viewer.isAdmin)) return null;
      const s = row.sighting;
      return {
        ownerId: s.reporterId,
        summary: `Avistamento de ${`${row.brand} ${row.model}`.trim()} · ${s.area}\n${s.note}`,
      };
    },
    /** 'Excluir conteúdo' on a stolen report: off the list for good; the bike stays registered, private. */
    endStolenReport: (id: number) => repo.endStolen(id),
    async removeSighting(id: number) {
      const gone = await repo.deleteSighting(id);
      if (gone?.photoUrl) await uploads.remove([gone.photoUrl]);
    },
  };
}
