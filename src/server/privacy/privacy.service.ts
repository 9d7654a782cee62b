import type { Readable } from 'node:stream';
import { authMessages } from '../../contract/auth.js';
import { type DeleteAccountInput, privacyMessages } from '../../contract/privacy.js';
import type { AdminUsersService } from '../admin-users/admin-users.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { BikesService } from '../bikes/bikes.service.js';
import type { Db } from '../db/client.js';
import type { FavouritesService } from '../favourites/favourites.service.js';
import type { FollowsService } from '../follows/follows.service.js';
import { forbidden, notFound } from '../http-errors.js';
import type { AccountMailService } from '../mail/account-mail.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { PushService } from '../notifications/push.service.js';
import type { ReviewsService } from '../reviews/reviews.service.js';
import type { SafetyZonesService } from '../safety-zones/safety-zones.service.js';
import type { SavedSearchesService } from '../saved-searches/saved-searches.service.js';
import { SAFE_KEY, type Storage } from '../storage/storage.js';
import type { TwoFactorService } from '../two-factor/two-factor.service.js';
import type { UsersService } from '../users/users.service.js';
import { createPrivacyRepository } from './privacy.repository.js';
import { createZipStream } from './zip-stream.js';

const MESSAGE_PAGE = 500;

/** '/objects/uploads/<id>-full.webp' → 'uploads/<id>-full.webp', or null for anything else. */
function storageKey(path: string | null | undefined): string | null {
  const key = path?.startsWith('/objects/') ? path.slice('/objects/'.length) : null;
  return key && SAFE_KEY.test(key) ? key : null;
}

export interface DataExport {
  filename: string;
  stream: Readable;
}

/**
 * Issue 15, GDPR self-service. 'Baixar meus dados': a ZIP of `meus-dados.json` (everything stored
 * about the member) and their own images, streamed as it is read — messages a page at a time,
 * images one at a time — so an export is never held whole in memory.
 */
export interface PrivacyDeps {
  db: Db;
  storage: Storage;
  auth: Pick<AuthService, 'confirmPassword' | 'browsersOf'>;
  users: Pick<UsersService, 'findById'>;
  /** The one deletion path, shared with the super admin's user delete (decision 023). */
  adminUsers: Pick<AdminUsersService, 'deleteAccount'>;
  /** Issue 29: the member's notifications, preferences and push subscriptions. */
  notifications: Pick<NotificationsService, 'exportFor'>;
  push: Pick<PushService, 'exportFor'>;
  /** Issue 30: the two-factor state (never the secret or the codes). */
  twoFactor: Pick<TwoFactorService, 'exportFor'>;
  /** Issue 30: the links mailed to the member (never the tokens). */
  accountMail: Pick<AccountMailService, 'exportFor'>;
  /** Issue 31: the member's alert zones. */
  safetyZones: Pick<SafetyZonesService, 'exportFor'>;
  /** Issue 32: the member's bikes (stolen reports included) and the sightings they reported. */
  bikes: Pick<BikesService, 'exportFor'>;
  /** Issue 34: the listings the member saved. */
  favourites: Pick<FavouritesService, 'exportFor'>;
  /** Issue 34: the member's saved searches. */
  savedSearches: Pick<SavedSearchesService, 'exportFor'>;
  /** Issue 34: the members the member follows (never who follows them). */
  follows: Pick<FollowsService, 'exportFor'>;
  /** Issue 33: deals, reviews written and reviews received (published). */
  reviews: Pick<ReviewsService, 'exportFor'>;
}

export function createPrivacyService(deps: PrivacyDeps) {
  const { db, storage } = deps;
  const repo = createPrivacyRepository(db);

  return {
    /**
     * 'Excluir minha conta': the password again (counted like sign-ins) and the typed confirmation
     * (checked by the body schema), then the same deletion as the admin's — Stripe cancelled first,
     * nothing deleted when it cannot be reached.
     */
    async deleteAccount(userId: number, input: DeleteAccountInput): Promise<{ message: string }> {
      await deps.auth.confirmPassword(userId, input.password, privacyMessages.wrongPassword);
      const target = await deps.users.findById(userId);
      if (!target) throw notFound(authMessages.accountGone);
      if (target.isSuperAdmin) throw forbidden(privacyMessages.superAdmin);
      await deps.adminUsers.deleteAccount(target, {
        actorId: null,
        action: 'user.delete-self',
        // No email: the member asked to be forgotten; the number is enough to answer a question.
        details: { memberNumber: target.memberNumber },
        stripeUnreachable: privacyMessages.stripeUnreachable,
      });
      return { message: privacyMessages.deleted };
    },

    async exportData(userId: number): Promise<DataExport> {
      const profile = await repo.profile(userId);
      if (!profile) throw notFound('Usuário não encontrado');
      const owned = await repo.owned(userId, profile.email);
      const notices = await deps.notifications.exportFor(userId);
      const push = await deps.push.exportFor(userId);
      const twoFactor = await deps.twoFactor.exportFor(userId);
      const mailLinks = await deps.accountMail.exportFor(userId);
      const signInBrowsers = await deps.auth.browsersOf(userId);
      const zones = await deps.safetyZones.exportFor(userId);
      const ownBikes = await deps.bikes.exportFor(userId);
      const saved = await deps.favourites.exportFor(userId);
      const searches = await deps.savedSearches.exportFor(userId);
      const following = await deps.follows.exportFor(userId);
      const dealings = await deps.reviews.exportFor(userId);
      const zip = createZipStream();

      const write = async () => {
        await zip.addText('meus-dados.json', async (put) => {
          const head = {
            exportedAt: new Date().toISOString(),
            about:
              'Dados guardados pela comunidade sobre você. Mensagens: as que você enviou ou recebeu, com o outro membro identificado pelo número.',
            profile,
            marketplaceItems: owned.listings,
            accountRentals: owned.rentals,
            contactReveals: owned.reveals,
            // Issue 33: the renter's checklist (null if never ticked); it holds a year.
            rentalChecklist: owned.checklist,
            eventParticipations: owned.participations,
            eventWaitlist: owned.waiting,
            safetyReports: owned.reports,
            safetyReportAnswers: owned.answers,
            communityAlerts: owned.alerts,
            partnerApplications: owned.applications,
            uploads: owned.files,
            sessions: owned.sessions,
            twoFactor,
            actionsLog: owned.actions,
            notifications: notices,
            notificationPreferences: push.preferences,
            pushSubscriptions: push.subscriptions,
            // Issue 30: whether the address is confirmed (also profile.emailVerifiedAt), and the links mailed.
            emailVerification: { email: profile.email, verified: profile.emailVerifiedAt !== null },
            mailLinks,
            // Issue 30: the browsers signed in from (the new sign-in alert), names only.
            signInBrowsers,
            alertZones: zones,
            bikes: ownBikes.bikes,
            bikeSightings: ownBikes.sightings,
            favourites: saved,
            savedSearches: searches,
            follows: following,
            deals: dealings.deals,
            reviewsWritten: dealings.written,
            reviewsReceived: dealings.received,
          };
          const json = JSON.stringify(head, null, 2);
          await put(`${json.slice(0, -2)},\n  "messages": [`);
          let after = 0;
          let first = true;
          for (;;) {
            const page = await repo.messagesAfter(userId, after, MESSAGE_PAGE);
            for (const m of page) {
              await put(`${first ? '\n' : ',\n'}    ${JSON.stringify(m)}`);
              first = false;
            }
            if (page.length < MESSAGE_PAGE) break;
            after = page[page.length - 1]!.id;
          }
          await put(`${first ? '' : '\n  '}]\n}\n`);
        });

        const keys = new Set<string>();
        const add = (path: string | null | undefined) => {
          const key = storageKey(path);
          if (key) keys.add(key);
        };
        add(profile.profileImageUrl);
        for (const item of owned.listings) {
          for (const p of [...item.imageUrls, ...(item.pendingEdit?.imageUrls ?? [])]) add(p);
          add(item.imageUrl);
        }
        for (const alert of owned.alerts) for (const p of alert.imageUrls) add(p);
        for (const b of ownBikes.bikes) for (const p of [...b.photoUrls, b.purchaseProofUrl]) add(p);
        for (const s of ownBikes.sightings) add(s.photoUrl);
        for (const key of keys) {
          const object = await storage.get(key);
          if (object) await zip.addFile(`imagens/${key.split('/').pop()}`, object.body);
        }
        await zip.finish();
      };
      // The answer has started: a failure can only cut the download (Fastify logs the error).
      write().catch((err: unknown) => {
        zip.stream.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return { filename: `meus-dados-${profile.memberNumber}.zip`, stream: zip.stream };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
