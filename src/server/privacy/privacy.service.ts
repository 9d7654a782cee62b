import type { Readable } from 'node:stream';
import { authMessages } from '../../contract/auth.js';
import { type DeleteAccountInput, privacyMessages } from '../../contract/privacy.js';
import type { AdminUsersService } from '../admin-users/admin-users.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { Db } from '../db/client.js';
import { forbidden, notFound } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { PushService } from '../notifications/push.service.js';
import { SAFE_KEY, type Storage } from '../storage/storage.js';
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
  auth: Pick<AuthService, 'confirmPassword'>;
  users: Pick<UsersService, 'findById'>;
  /** The one deletion path, shared with the super admin's user delete (decision 023). */
  adminUsers: Pick<AdminUsersService, 'deleteAccount'>;
  /** Issue 29: the member's notifications, preferences and push subscriptions. */
  notifications: Pick<NotificationsService, 'exportFor'>;
  push: Pick<PushService, 'exportFor'>;
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
            eventParticipations: owned.participations,
            safetyReports: owned.reports,
            communityAlerts: owned.alerts,
            partnerApplications: owned.applications,
            uploads: owned.files,
            sessions: owned.sessions,
            actionsLog: owned.actions,
            notifications: notices,
            notificationPreferences: push.preferences,
            pushSubscriptions: push.subscriptions,
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
