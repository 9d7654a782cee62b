import type { ReportKind } from '../../contract/reports-labels.js';
import type { AccountRentalsService } from '../account-rentals/account-rentals.service.js';
import type { BikesService } from '../bikes/bikes.service.js';
import type { MarketplaceService } from '../marketplace/marketplace.service.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { ReviewsService } from '../reviews/reviews.service.js';
import type { SafetyReportsService } from '../safety-reports/safety-reports.service.js';
import type { SessionUser } from '../users/session-user.js';
import type { UsersService } from '../users/users.service.js';

/** The services that own what members report: each kind is read and acted on through its own domain. */
export interface ReportTargets {
  marketplace: Pick<
    MarketplaceService,
    'reportTarget' | 'setHiddenByReports' | 'restoreFromReports' | 'reject' | 'remove'
  >;
  accountRentals: Pick<
    AccountRentalsService,
    'reportTarget' | 'setHiddenByReports' | 'restoreFromReports' | 'reject' | 'remove'
  >;
  messages: Pick<MessagesService, 'reportTarget' | 'removeForAll'>;
  users: Pick<UsersService, 'findById'>;
  safetyReports: Pick<SafetyReportsService, 'reportTarget' | 'setHiddenByReports' | 'remove'>;
  bikes: Pick<
    BikesService,
    'stolenReportTarget' | 'sightingTarget' | 'setStolenHidden' | 'endStolenReport' | 'removeSighting'
  >;
  /** Issue 33: a published review; hiding takes it off the profile and out of the average. */
  reviews: Pick<ReviewsService, 'reportTarget' | 'setHiddenByReports' | 'setHidden'>;
}
export interface Target {
  ownerId: number | null;
  summary: string;
}

export function targetsOf(t: ReportTargets) {
  return {
    /** The thing as the reporter may see it, or null (unknown, or not theirs to see). */
    async find(kind: ReportKind, id: number, viewer: SessionUser): Promise<Target | null> {
      switch (kind) {
        case 'listing':
          return t.marketplace.reportTarget(id, viewer);
        case 'rental':
          return t.accountRentals.reportTarget(id, viewer);
        case 'message':
          return t.messages.reportTarget(id, viewer);
        case 'safety_report':
          return t.safetyReports.reportTarget(id);
        case 'stolen_bike':
          return t.bikes.stolenReportTarget(id);
        case 'bike_sighting':
          return t.bikes.sightingTarget(id, viewer);
        case 'bike_listing':
          return null; // filed by the app only (issue 32)
        case 'review':
          return t.reviews.reportTarget(id);
        case 'member': {
          const u = await t.users.findById(id);
          if (!u?.isActive) return null;
          return { ownerId: u.id, summary: `${u.displayName ?? `${u.firstName} ${u.lastName}`} · ${u.memberNumber}` };
        }
      }
    },
    /** Messages and members have nothing to hide: a message has one reader, a member is deactivated instead. */
    canHide: (kind: ReportKind) =>
      kind === 'listing' ||
      kind === 'rental' ||
      kind === 'safety_report' ||
      kind === 'stolen_bike' ||
      kind === 'review',
    async hide(kind: ReportKind, id: number) {
      if (kind === 'listing') await t.marketplace.setHiddenByReports(id);
      if (kind === 'rental') await t.accountRentals.setHiddenByReports(id);
      if (kind === 'safety_report') await t.safetyReports.setHiddenByReports(id);
      if (kind === 'stolen_bike') await t.bikes.setStolenHidden(id);
      if (kind === 'review') await t.reviews.setHiddenByReports(id);
    },
    async restore(kind: ReportKind, id: number) {
      if (kind === 'listing') await t.marketplace.restoreFromReports(id);
      if (kind === 'rental') await t.accountRentals.restoreFromReports(id);
      if (kind === 'safety_report') await t.safetyReports.setHiddenByReports(id, false);
      if (kind === 'stolen_bike') await t.bikes.setStolenHidden(id, false);
      if (kind === 'review') await t.reviews.setHiddenByReports(id, false);
    },
    /** The admin's 'Ocultar': listings and rentals are rejected (the owner sees it), incidents leave the map. */
    async hideForGood(kind: ReportKind, id: number, admin: SessionUser) {
      // Back to review first, so a published listing with an owner's edit waiting is rejected whole.
      if (kind === 'listing') await t.marketplace.setHiddenByReports(id).then(() => t.marketplace.reject(admin, id));
      if (kind === 'rental')
        await t.accountRentals.setHiddenByReports(id).then(() => t.accountRentals.reject(admin, id));
      if (kind === 'safety_report') await t.safetyReports.setHiddenByReports(id);
      if (kind === 'stolen_bike') await t.bikes.setStolenHidden(id);
      // Audited as 'review.hide' too: the admin screen of reviews shows it and may show it again.
      if (kind === 'review') await t.reviews.setHidden(admin, id, true);
    },
    async remove(kind: ReportKind, id: number, admin: SessionUser) {
      if (kind === 'listing') await t.marketplace.remove(admin, id);
      if (kind === 'rental') await t.accountRentals.remove(admin, id);
      if (kind === 'safety_report') await t.safetyReports.remove(admin, id);
      if (kind === 'message') await t.messages.removeForAll(id);
      if (kind === 'stolen_bike') await t.bikes.endStolenReport(id);
      if (kind === 'bike_sighting') await t.bikes.removeSighting(id);
    },
  };
}
