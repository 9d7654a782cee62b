import type { MapReport, MyReport, PublicReport } from '../../contract/safety-reports.js';
import type { SafetyReportRow } from './safety-reports.repository.js';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The public's view of a report: no reporter, the position rounded to about 100 m (decision 012). */
export function toPublicReport(r: Omit<SafetyReportRow, 'reportedById' | 'isActive'>): PublicReport {
  return {
    id: r.id,
    latitude: round3(r.latitude),
    longitude: round3(r.longitude),
    area: r.area,
    description: r.description,
    incidentType: r.incidentType,
    severity: r.severity,
    incidentTime: r.incidentTime || null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** On the map (issue 31): with its answers and when it was last seen, for the popup and the heat. */
export const toMapReport = (
  r: Parameters<typeof toPublicReport>[0] &
    Omit<MapReport, keyof PublicReport | 'lastSeenAt'> & {
      lastSeenAt: Date | string;
    },
): MapReport => ({
  ...toPublicReport(r),
  confirmations: Number(r.confirmations),
  disputes: Number(r.disputes),
  lastSeenAt: new Date(r.lastSeenAt).toISOString(),
});
/** The reporter's own view: the exact position they chose. */
export const toMyReport = (r: SafetyReportRow): MyReport => ({
  ...toPublicReport(r),
  latitude: r.latitude,
  longitude: r.longitude,
});
