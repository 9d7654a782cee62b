import { createHash, randomBytes } from 'node:crypto';
import { messages } from '../../contract/common.js';
import {
  type ChangeEmailInput,
  type MailState,
  type MailTokenPurpose,
  mailPaths,
  mailMessages as msg,
  TOKEN_HOURS,
  type UnsubscribeState,
} from '../../contract/mail.js';
import { hashPassword } from '../auth/passwords.js';
import type { DbOrTx } from '../db/client.js';
import { badRequest, conflict, forbidden, HttpError, tooManyRequests } from '../http-errors.js';
import { langOf } from '../i18n/lang-of.js';
import type { AccountMailDeps, Member } from './account-mail.helpers.js';
import { createMailRepository, type TokenRow } from './mail.repository.js';
import { dublinTime, mailTextsIn } from './mail-texts.js';

export type { AccountMailDeps } from './account-mail.helpers.js';

const HOUR_MS = 3_600_000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The account mails' flows (issue 30): email verification, password reset and email change. Each
 * link carries a random token; only its SHA-256 is stored, it works once (one UPDATE … WHERE
 * used_at IS NULL) and until its purpose's TOKEN_HOURS. Every mail goes through the outbox.
 */
export function createAccountMailService(deps: AccountMailDeps) {
  const { db, mail, users, auth, rateLimiter: limiter } = deps;
  const limits = deps.config.mail;
  const repo = createMailRepository(db);

  /** A new token on `tx`: the raw value goes into the mail's link, the hash into the table. */
  async function issue(tx: DbOrTx, userId: number, purpose: MailTokenPurpose, address: string) {
    const token = randomBytes(32).toString('base64url');
    await createMailRepository(tx).insertToken({
      userId,
      purpose,
      tokenHash: sha256(token),
      newEmail: address,
      hours: TOKEN_HOURS[purpose],
    });
    return token;
  }

  /** The token of a link, or the pt-BR reason it does not work (with the way to ask again in the page). */
  async function live(token: string, purpose: MailTokenPurpose, signedIn: number | null): Promise<TokenRow> {
    const row = await repo.findToken(sha256(token), purpose);
    if (!row) throw badRequest(msg.tokenInvalid);
    if (signedIn !== null && signedIn !== row.userId) throw forbidden(msg.tokenOtherAccount);
    if (row.used) throw badRequest(msg.tokenUsed);
    if (row.expired) throw badRequest(msg.tokenExpired);
    return row;
  }

  async function gate(key: string, limit: number) {
    const g = await limiter.hit(key, limit, HOUR_MS);
    if (g.blocked) throw tooManyRequests(messages.tooManyRequests, g.retryAfterSeconds);
    return g;
  }

  async function sendVerification(m: Member) {
    const siteTitle = await mail.siteTitle();
    await db.transaction(async (tx) => {
      const token = await issue(tx, m.id, 'verify-email', m.email);
      const content = mailTextsIn(langOf(m.language)).verifyEmail(
        siteTitle,
        m.firstName,
        mail.link(mailPaths.verify, { token }),
      );
      await mail.enqueue(tx, { userId: m.id, toAddress: m.email, kind: 'verify-email', ...content });
    });
  }

  function unsubscriber(token: string, signedIn: number | null): number {
    const userId = mail.readUnsubscribeToken(token);
    if (userId === null) throw badRequest(msg.unsubscribeInvalid);
    if (signedIn !== null && signedIn !== userId) throw forbidden(msg.tokenOtherAccount);
    return userId;
  }

  const requireOn = () => {
    if (!mail.on) throw new HttpError(503, msg.mailOff);
  };

  return {
    /** After registration (auth.register): the verification mail. A failure is logged, never the registration's. */
    async afterRegister(m: Member) {
      if (!mail.on) return;
      try {
        await sendVerification(m);
      } catch (err) {
        deps.log?.warn({ err, userId: m.id }, 'verification mail not queued');
      }
    },

    /** 'Reenviar' on the member home: at most MAIL_RESEND_MAX_PER_HOUR per member (burst-proof count). */
    async resendVerification(userId: number) {
      requireOn();
      const me = await users.findById(userId);
      if (!me) throw badRequest(msg.tokenInvalid);
      if (me.emailVerifiedAt) return { message: msg.alreadyVerified };
      await gate(`mail-verify:${userId}`, limits.resendPerHour);
      await sendVerification(me);
      return { message: msg.verificationSent };
    },

    /** The verification link; works signed out too (opened on another device), never for another signed-in member. */
    async verifyEmail(token: string, signedIn: number | null) {
      const t = await live(token, 'verify-email', signedIn);
      const me = await users.findById(t.userId);
      // The address changed since the mail went out: this link confirms nothing any more.
      if (!me || me.email !== t.newEmail) throw badRequest(msg.tokenInvalid);
      if (!(await repo.spendToken(t.id))) throw badRequest(msg.tokenUsed);
      if (!me.emailVerifiedAt) await users.update(me.id, { emailVerifiedAt: new Date() });
      return { message: msg.emailVerified };
    },

    /**
     * 'Esqueci minha senha': always the same answer (no enumeration). Limited per client IP (429)
     * and per address (silently: the same words, no mail), each count one atomic upsert.
     */
    async forgotPassword(email: string, ip: string) {
      requireOn();
      await gate(`forgot-ip:${ip}`, limits.forgotPerIp);
      const byAddress = await limiter.hit(`forgot-email:${email}`, limits.forgotPerEmail, HOUR_MS);
      if (byAddress.blocked) return { message: msg.forgotSent };
      const user = await users.findByEmail(email);
      if (!user?.isActive) return { message: msg.forgotSent };
      const siteTitle = await mail.siteTitle();
      await db.transaction(async (tx) => {
        const token = await issue(tx, user.id, 'reset-password', user.email);
        const content = mailTextsIn(langOf(user.language)).resetPassword(
          siteTitle,
          user.firstName,
          mail.link(mailPaths.reset, { token }),
        );
        await mail.enqueue(tx, { userId: user.id, toAddress: user.email, kind: 'reset-password', ...content });
      });
      return { message: msg.forgotSent };
    },

    /** The reset link's page: a new password; every session ends, older links die, a notice goes out. */
    async resetPassword(token: string, password: string) {
      const t = await live(token, 'reset-password', null);
      const hashed = await hashPassword(password);
      const used = await db.transaction(async (tx) => {
        const r = createMailRepository(tx);
        if (!(await r.spendToken(t.id))) return false;
        await r.spendAll(t.userId, 'reset-password');
        return true;
      });
      if (!used) throw badRequest(msg.tokenUsed);
      const me = await users.findById(t.userId);
      if (!me) throw badRequest(msg.tokenInvalid);
      // The link came to this mailbox: the address is confirmed too.
      await users.update(me.id, {
        password: hashed,
        ...(me.emailVerifiedAt || me.email !== t.newEmail ? {} : { emailVerifiedAt: new Date() }),
      });
      await auth.endAllSessions(me.id);
      const siteTitle = await mail.siteTitle();
      const content = mailTextsIn(langOf(me.language)).passwordChanged(siteTitle, me.firstName, mail.link('/login'));
      await db.transaction((tx) =>
        mail.enqueue(tx, { userId: me.id, toAddress: me.email, kind: 'password-changed', ...content }),
      );
      return { message: msg.passwordChanged };
    },

    /** /settings: a new address, confirmed from its own mailbox; the current one is told. */
    async requestEmailChange(userId: number, input: ChangeEmailInput) {
      requireOn();
      const me = await users.findById(userId);
      if (!me) throw badRequest(msg.tokenInvalid);
      if (input.email === me.email) throw badRequest(msg.sameEmail);
      await gate(`mail-change:${userId}`, limits.resendPerHour);
      await auth.confirmPassword(userId, input.password, msg.wrongPassword);
      if (await users.findByEmail(input.email)) throw conflict(msg.emailTaken);
      const siteTitle = await mail.siteTitle();
      await db.transaction(async (tx) => {
        const token = await issue(tx, me.id, 'change-email', input.email);
        const texts = mailTextsIn(langOf(me.language));
        const confirm = texts.changeEmail(
          siteTitle,
          me.firstName,
          input.email,
          mail.link(mailPaths.changeEmail, { token }),
        );
        await mail.enqueue(tx, { userId: me.id, toAddress: input.email, kind: 'change-email', ...confirm });
        const notice = texts.emailChangeRequested(siteTitle, me.firstName, input.email);
        await mail.enqueue(tx, { userId: me.id, toAddress: me.email, kind: 'email-change-requested', ...notice });
      });
      return { message: msg.changeRequested };
    },

    /** The new address's link: the account takes it (confirmed), the old address gets a notice. */
    async confirmEmailChange(token: string, signedIn: number | null) {
      const t = await live(token, 'change-email', signedIn);
      const me = await users.findById(t.userId);
      if (!me || !t.newEmail) throw badRequest(msg.tokenInvalid);
      if (await users.findByEmail(t.newEmail)) throw conflict(msg.emailTaken);
      if (!(await repo.spendToken(t.id))) throw badRequest(msg.tokenUsed);
      try {
        await users.update(me.id, { email: t.newEmail, emailVerifiedAt: new Date() });
      } catch (err) {
        // Someone registered the address meanwhile (the unique index).
        const e = err as { code?: string; cause?: { code?: string } };
        if (e.code === '23505' || e.cause?.code === '23505') throw conflict(msg.emailTaken);
        throw err;
      }
      const siteTitle = await mail.siteTitle();
      const notice = mailTextsIn(langOf(me.language)).emailChanged(siteTitle, me.firstName, t.newEmail);
      await db.transaction((tx) =>
        mail.enqueue(tx, { userId: me.id, toAddress: me.email, kind: 'email-changed', ...notice }),
      );
      return { message: msg.emailChanged };
    },

    /** The new sign-in alert (auth.noteSignIn): a security mail (always sent, no unsubscribe) with a link to the sessions. */
    async newSignIn(userId: number, seen: { browser: string; system: string; at: Date }) {
      if (!mail.on) return;
      const me = await users.findById(userId);
      if (!me) return;
      const siteTitle = await mail.siteTitle();
      const lang = langOf(me.language);
      const content = mailTextsIn(lang).newSignIn(
        siteTitle,
        me.firstName,
        { browser: seen.browser, system: seen.system, when: dublinTime(seen.at, lang) },
        mail.link(mailPaths.sessions),
      );
      await db.transaction((tx) => mail.enqueue(tx, { userId, toAddress: me.email, kind: 'new-sign-in', ...content }));
    },

    /**
     * One-click unsubscribe (RFC 8058): the link's signed token names the member; it works signed
     * out, never for another signed-in member. GET (the page) only reads; POST turns the email
     * column off.
     */
    async unsubscribeState(token: string, signedIn: number | null): Promise<UnsubscribeState> {
      const userId = unsubscriber(token, signedIn);
      return { emailOn: await deps.push.emailOn(userId) };
    },
    async unsubscribe(token: string, signedIn: number | null) {
      const userId = unsubscriber(token, signedIn);
      const changed = await deps.push.turnEmailOff(userId);
      return { message: changed ? msg.unsubscribed : msg.alreadyUnsubscribed };
    },

    /** A security mail when two-factor sign-in is turned on or off; a failure is logged, never the change's. */
    async twoFactorChanged(userId: number, on: boolean) {
      if (!mail.on) return;
      try {
        const me = await users.findById(userId);
        if (!me) return;
        const siteTitle = await mail.siteTitle();
        const content = mailTextsIn(langOf(me.language)).twoFactorChanged(
          siteTitle,
          me.firstName,
          on,
          mail.link('/settings#dois-fatores'),
        );
        await db.transaction((tx) =>
          mail.enqueue(tx, {
            userId,
            toAddress: me.email,
            kind: on ? 'two-factor-on' : 'two-factor-off',
            ...content,
          }),
        );
      } catch (err) {
        deps.log?.warn({ err, userId }, 'two-factor notice not queued');
      }
    },

    /** GET /api/mail/me */
    async state(userId: number): Promise<MailState> {
      const me = await users.findById(userId);
      return {
        email: me?.email ?? '',
        verified: !!me?.emailVerifiedAt,
        pendingEmail: await repo.pendingEmail(userId),
        mailOn: mail.on,
      };
    },

    /** The data export: the links sent to the member (when, what for, whether used; never the tokens). */
    exportFor: (userId: number) => repo.tokensFor(userId),
  };
}
export type AccountMailService = ReturnType<typeof createAccountMailService>;
