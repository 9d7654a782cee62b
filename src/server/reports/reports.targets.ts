import type { ReportKind } from '../../contract/reports-labels.js';
import type { AccountRentalsService } from '../account-rentals/account-rentals.service.js';
import type { MarketplaceService } from '../marketplace/marketplace.service.js';
import type { MessagesService } from '../messages/messages.service.js';
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
        case 'member': {
          const u = await t.users.findById(id);
          if (!u?.isActive) return null;
          return { ownerId: u.id, summary: `${u.displayName ?? `${u.firstName} ${u.lastName}`} · ${u.memberNumber}` };
        }
      }
    },
    /** Messages and members have nothing to hide: a message has one reader, a member is deactivated instead. */
    canHide: (kind: ReportKind) => kind === 'listing' || kind === 'rental' || kind === 'safety_report',
    async hide(kind: ReportKind, id: number) {
      if (kind === 'listing') await t.marketplace.setHiddenByReports(id);
      if (kind === 'rental') await t.accountRentals.setHiddenByReports(id);
      if (kind === 'safety_report') await t.safetyReports.setHiddenByReports(id);
    },
    async restore(kind: ReportKind, id: number) {
      if (kind === 'listing') await t.marketplace.restoreFromReports(id);
      if (kind === 'rental') await t.accountRentals.restoreFromReports(id);
      if (kind === 'safety_report') await t.safetyReports.setHiddenByReports(id, false);
    },
    /** The admin's 'Ocultar': listings and rentals are rejected (the owner sees it), incidents leave the map. */
    async hideForGood(kind: ReportKind, id: number, admin: SessionUser) {
      // Back to review first, so a published listing with an owner's edit waiting is rejected whole.
      if (kind === 'listing') await t.marketplace.setHiddenByReports(id).then(() => t.marketplace.reject(admin, id));
      if (kind === 'rental')
        await t.accountRentals.setHiddenByReports(id).then(() => t.accountRentals.reject(admin, id));
      if (kind === 'safety_report') await t.safetyReports.setHiddenByReports(id);
    },
    async remove(kind: ReportKind, id: number, admin: SessionUser) {
      if (kind === 'listing') await t.marketplace.remove(admin, id);
      if (kind === 'rental') await t.accountRentals.remove(admin, id);
      if (kind === 'safety_report') await t.safetyReports.remove(admin, id);
      if (kind === 'message') await t.messages.removeForAll(id);
    },
  };
}
