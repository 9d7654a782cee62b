import {
  voteMessages as msg,
  VOTES_PER_HOUR,
  type VoteAnswer,
  type VoteResult,
  type VoteTally,
} from '../../contract/safety-report-votes.js';
import { safetyMessages } from '../../contract/safety-reports.js';
import type { AuditService } from '../audit/audit.service.js';
import { type Db, retryOnConflict } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { forbidden, notFound, tooManyRequests } from '../http-errors.js';
import type { ReportsService } from '../reports/reports.service.js';
import { createSafetyReportVotesRepository } from './safety-report-votes.repository.js';
import type { SafetyReportsService } from './safety-reports.service.js';

const HOUR_MS = 3_600_000;

export interface SafetyReportVotesDeps {
  db: Db;
  rateLimiter: RateLimiter;
  audit: Pick<AuditService, 'record'>;
  /** SAFETY_REPORT_DISPUTES_TO_HIDE: disputes that weigh (decision 027) that take a report off the map. */
  config: { disputesToHide: number };
  /** The map's shared answers are cleared after an answer (the counts and the heat change). */
  safetyReports: Pick<SafetyReportsService, 'invalidate'>;
  /** The moderation queue of reported content (decision 021). */
  reports: Pick<ReportsService, 'queueDisputed'>;
  now?: () => Date;
}

/**
 * Issue 31, decision 036: 'Ainda está acontecendo?' on a report of the map. One answer per member
 * per report, changeable; the counts are public, the member's own answer only to them.
 */
export function createSafetyReportVotesService(deps: SafetyReportVotesDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createSafetyReportVotesRepository(deps.db);

  return {
    /** The counts of a report on the map, and the viewer's answer (null for visitors). */
    async tally(reportId: number, viewer: { id: number } | null): Promise<VoteTally> {
      if (!(await repo.isShown(reportId))) throw notFound(safetyMessages.notFound);
      return repo.tally(reportId, viewer?.id ?? null);
    },

    /**
     * The member's answer, new or changed. The report's row is locked first, so the answers of one
     * report are counted one at a time; the answer itself is one upsert. The dispute that brings the
     * disputes that weigh to SAFETY_REPORT_DISPUTES_TO_HIDE takes the report off the map and into the
     * moderation queue, in the same transaction (a dismissal there puts it back).
     */
    async answer(user: { id: number }, reportId: number, answer: VoteAnswer): Promise<VoteResult> {
      const result = await retryOnConflict(() =>
        deps.db.transaction(async (tx) => {
          const r = createSafetyReportVotesRepository(tx);
          const report = await r.lockShown(reportId);
          if (!report) throw notFound(safetyMessages.notFound);
          if (report.reportedById === user.id) throw forbidden(msg.own);
          const hit = await deps.rateLimiter.hitIn(tx, `safety-votes:hour:${user.id}`, VOTES_PER_HOUR, HOUR_MS);
          if (hit.blocked) throw tooManyRequests(msg.tooMany, hit.retryAfterSeconds);
          const previous = await r.upsert(reportId, user.id, answer, now());
          let removed = false;
          if (answer === 'dispute' && previous !== 'dispute') {
            const disputers = await r.weightyDisputers(reportId);
            // Exactly at the threshold: a report an admin put back is not taken off again by one more dispute.
            if (disputers.length === deps.config.disputesToHide && disputers.includes(user.id)) {
              await r.takeOff(reportId);
              await deps.reports.queueDisputed(tx, {
                kind: 'safety_report',
                targetId: reportId,
                ownerId: report.reportedById,
                summary: `${report.area} · ${report.incidentType}\n${report.description}`,
                details: msg.disputedOnMap,
                reporterIds: disputers,
              });
              await deps.audit.record(tx, {
                actorId: null,
                action: 'safety-reports.disputed',
                targetType: 'safety-report',
                targetId: reportId,
                details: { disputes: disputers.length, threshold: deps.config.disputesToHide },
              });
              removed = true;
            }
          }
          return { ...(await r.tally(reportId, user.id)), removed };
        }),
      );
      deps.safetyReports.invalidate();
      return { ...result, message: result.removed ? msg.removed : msg.saved };
    },
  };
}
export type SafetyReportVotesService = ReturnType<typeof createSafetyReportVotesService>;
