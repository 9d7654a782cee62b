import webpush from 'web-push';
import {
  clockToMinutes,
  DEFAULT_PREFERENCES,
  MAX_PUSH_SUBSCRIPTIONS,
  minutesToClock,
  type NotificationPreferences,
  type PushSubscriptionInput,
  pushMessages,
} from '../../contract/notifications-push.js';
import type { NotificationType } from '../../contract/notifications-types.js';
import type { AppConfig } from '../config.js';
import type { Db, DbOrTx } from '../db/client.js';
import { badRequest } from '../http-errors.js';
import type { SessionUser } from '../users/session-user.js';
import { backoffSeconds, endpointAllowed, MAX_PUSH_ATTEMPTS, quietHoursEnd } from './push.helpers.js';
import { type ClaimedDelivery, createPushRepository, type PreferencesRow } from './push.repository.js';
import { notificationKinds, pushPayload } from './push-payload.js';

/** Deliveries one round claims; a full batch makes the job run another round at once. */
const BATCH = 50;
/** Pushes in flight at once per instance. */
const PARALLEL = 8;
/** A claimed delivery is someone's for this long (an instance that dies mid-send: retried after). */
const LEASE_SECONDS = 120;
/** One push service request at most this long. */
const SEND_TIMEOUT_MS = 10_000;
/** The push service keeps an undelivered push (phone off) this long. */
const TTL_SECONDS = 24 * 3600;
const KEEP_FAILED_DAYS = 7;

export interface PushDeps {
  db: Db;
  config: Pick<AppConfig, 'env' | 'push'>;
  /** The clock (tests move it); defaults to the real one. */
  now?: () => Date;
}

export interface RoundResult {
  sent: number;
  retried: number;
  failed: number;
  gone: number;
}

function toPreferences(row: PreferencesRow | null): NotificationPreferences {
  if (!row) return DEFAULT_PREFERENCES;
  return {
    pushOff: row.pushOff,
    quietHours: { enabled: row.quietHours, start: minutesToClock(row.quietStart), end: minutesToClock(row.quietEnd) },
    emailOn: row.emailOn,
  };
}

/**
 * Web push and the member's preferences (issue 29). `enqueue` writes the deliveries on the
 * notification's transaction; `deliverDue` (the job, or a test) sends what is due.
 */
export function createPushService(deps: PushDeps) {
  const { db } = deps;
  const { allowedHosts, httpsOnly } = deps.config.push;
  const now = deps.now ?? (() => new Date());
  const repo = createPushRepository(db);
  // Outside production main.ts generates them into DATA_DIR; an app built without (tests) makes its own.
  const vapid = deps.config.push.vapid ?? {
    ...webpush.generateVAPIDKeys(),
    subject: 'mailto:push@localhost.invalid',
  };
  const allowed = (endpoint: string) => endpointAllowed(endpoint, allowedHosts, httpsOnly);

  async function send(c: ClaimedDelivery): Promise<'sent' | 'gone' | 'retry' | 'failed'> {
    const r = repo;
    if (!allowed(c.endpoint)) {
      // PUSH_ALLOWED_HOSTS changed since it subscribed: never called.
      await r.failDelivery(c.id, 'endpoint host not allowed');
      return 'failed';
    }
    const kind = notificationKinds[c.type as NotificationType];
    let details: webpush.RequestDetails;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: c.endpoint, keys: { p256dh: c.p256dh, auth: c.auth } },
        JSON.stringify(pushPayload(c)),
        {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          urgency: kind?.urgent ? 'high' : 'normal',
          contentEncoding: 'aes128gcm',
        },
      );
    } catch {
      // Keys the browser gave that do not encrypt: this subscription can never receive.
      await r.deleteSubscriptionById(c.subscriptionId);
      return 'gone';
    }
    let status: number;
    try {
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: new Uint8Array(details.body as Buffer),
        // A redirect would take the request to an address nobody allowed.
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      status = res.status;
      await res.body?.cancel();
    } catch (err) {
      return retryOrFail(c, err instanceof Error ? err.message : String(err));
    }
    if (status >= 200 && status < 300) {
      await r.deleteDelivery(c.id);
      await r.markSent(c.subscriptionId);
      return 'sent';
    }
    if (status === 404 || status === 410) {
      // The browser unsubscribed (or the subscription expired): it goes, its deliveries with it.
      await r.deleteSubscriptionById(c.subscriptionId);
      return 'gone';
    }
    if (status === 400 || status === 413) {
      await r.failDelivery(c.id, `push service answered ${status}`);
      return 'failed';
    }
    return retryOrFail(c, `push service answered ${status}`);
  }

  async function retryOrFail(c: ClaimedDelivery, error: string): Promise<'retry' | 'failed'> {
    if (c.attempts >= MAX_PUSH_ATTEMPTS) {
      await repo.failDelivery(c.id, error);
      return 'failed';
    }
    await repo.retryDelivery(c.id, backoffSeconds(c.attempts), error);
    return 'retry';
  }

  return {
    vapidPublicKey: () => ({ publicKey: vapid.publicKey }),

    /**
     * Writes a notification's pushes on its transaction (notifications.notify): one per browser of
     * the member, unless they switched the kind off; held to the end of quiet hours unless urgent.
     */
    async enqueue(tx: DbOrTx, userId: number, type: NotificationType, notificationId: number): Promise<number> {
      const r = createPushRepository(tx);
      const p = await r.preferences(userId);
      if (p?.pushOff.includes(type)) return 0;
      const at = now();
      const quiet = p ? p.quietHours : DEFAULT_PREFERENCES.quietHours.enabled;
      const start = p?.quietStart ?? clockToMinutes(DEFAULT_PREFERENCES.quietHours.start);
      const end = p?.quietEnd ?? clockToMinutes(DEFAULT_PREFERENCES.quietHours.end);
      const due = quiet && !notificationKinds[type]?.urgent ? quietHoursEnd(at, start, end) : at;
      return r.enqueuePush(notificationId, userId, due);
    },

    /**
     * enqueue() for a fan-out (notifications.notifyMany): the members' preferences in one read, the
     * deliveries in one insert. `urgent` per item: this one may break the member's quiet hours.
     */
    async enqueueMany(
      tx: DbOrTx,
      type: NotificationType,
      items: { userId: number; notificationId: number; urgent: boolean }[],
    ): Promise<number> {
      if (items.length === 0) return 0;
      const r = createPushRepository(tx);
      const prefs = await r.preferencesOf([...new Set(items.map((i) => i.userId))]);
      const at = now();
      const due: { notificationId: number; userId: number; dueAt: Date }[] = [];
      for (const i of items) {
        const p = prefs.get(i.userId);
        if (p?.pushOff.includes(type)) continue;
        const quiet = p ? p.quietHours : DEFAULT_PREFERENCES.quietHours.enabled;
        const start = p?.quietStart ?? clockToMinutes(DEFAULT_PREFERENCES.quietHours.start);
        const end = p?.quietEnd ?? clockToMinutes(DEFAULT_PREFERENCES.quietHours.end);
        const urgent = i.urgent || notificationKinds[type]?.urgent;
        due.push({ ...i, dueAt: quiet && !urgent ? quietHoursEnd(at, start, end) : at });
      }
      return r.enqueuePushMany(due);
    },

    /** POST /api/push/subscriptions: this browser, for the member signed in, at most MAX per member. */
    async subscribe(me: SessionUser, sid: string | null, input: PushSubscriptionInput, userAgent: string | undefined) {
      if (!allowed(input.endpoint)) throw badRequest(pushMessages.badEndpoint);
      await db.transaction(async (tx) => {
        const r = createPushRepository(tx);
        await r.upsertSubscription({
          userId: me.id,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          sessionSid: sid,
          userAgent: userAgent?.slice(0, 300) ?? null,
        });
        await r.trimSubscriptions(me.id, MAX_PUSH_SUBSCRIPTIONS);
      });
      return { message: pushMessages.subscribed };
    },

    /** DELETE /api/push/subscriptions: only the member's own (another's endpoint: nothing happens). */
    async unsubscribe(me: SessionUser, endpoint: string) {
      await repo.deleteSubscription(me.id, endpoint);
      return { message: pushMessages.unsubscribed };
    },

    /** Signing out on a device: the subscriptions made in that session go. */
    forgetSession: (sid: string) => repo.deleteSessionSubscriptions(sid),

    preferences: async (me: SessionUser) => toPreferences(await repo.preferences(me.id)),

    async savePreferences(me: SessionUser, p: NotificationPreferences) {
      const emailOn = p.emailOn ?? (await repo.preferences(me.id))?.emailOn ?? [];
      await repo.savePreferences(me.id, {
        pushOff: [...new Set(p.pushOff)],
        quietHours: p.quietHours.enabled,
        quietStart: clockToMinutes(p.quietHours.start),
        quietEnd: clockToMinutes(p.quietHours.end),
        emailOn: [...new Set(emailOn)],
      });
      return { message: pushMessages.saved, preferences: toPreferences(await repo.preferences(me.id)) };
    },

    /**
     * One round of the deliveries job: claims what is due at `at` (a test passes a later time to
     * skip the waits), sends it, deletes what went, retries failures with backoff, gives up after
     * MAX_PUSH_ATTEMPTS. Never throws for a push service's answer.
     */
    async deliverDue(at: Date = now()): Promise<RoundResult & { claimed: number }> {
      const claimed = await repo.claimDue(at, BATCH, LEASE_SECONDS);
      const out = { claimed: claimed.length, sent: 0, retried: 0, failed: 0, gone: 0 };
      let next = 0;
      const worker = async () => {
        while (next < claimed.length) {
          const c = claimed[next++]!;
          const result = await send(c);
          if (result === 'sent') out.sent++;
          else if (result === 'retry') out.retried++;
          else if (result === 'failed') out.failed++;
          else out.gone++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, claimed.length) }, worker));
      return out;
    },

    /** Issue 30: one-click unsubscribe turns the email column off (whether anything was on); the page asks first. */
    turnEmailOff: (userId: number) => repo.turnEmailOff(userId),
    emailOn: async (userId: number) => ((await repo.preferences(userId))?.emailOn.length ?? 0) > 0,

    /** The hourly clean-up: given-up deliveries older than a week. */
    pruneFailed: () => repo.pruneFailed(KEEP_FAILED_DAYS),

    /** The data export. */
    async exportFor(userId: number) {
      return {
        preferences: toPreferences(await repo.preferences(userId)),
        subscriptions: await repo.subscriptionsFor(userId),
      };
    },

    /** Rounds of BATCH: the job keeps going while a round claimed a full batch. */
    batchSize: BATCH,
  };
}
export type PushService = ReturnType<typeof createPushService>;
