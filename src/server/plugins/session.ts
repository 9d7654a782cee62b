import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../contract/common.js';
import { hasMemberAccess } from '../../contract/membership.js';
import { subscriptionMessages } from '../../contract/subscriptions.js';
import { keptUserAgent } from '../auth/user-agent.js';
import { forbidden, unauthorized } from '../http-errors.js';
import type { SessionUser } from '../users/session-user.js';

/** A session's last use is written at most this often (decision 034: the lookup stays one read). */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

export const SESSION_COOKIE = 'sid';

/**
 * Who may call a route, declared in its options (`config: { access: 'member' }`) and checked by
 * the one guard below, at preParsing (before the body is read, so a visitor gets 401 whatever the
 * body: malformed, too large or invalid; issue 37):
 * - 'member': signed in (401 otherwise);
 * - 'subscriber': signed in, with a subscription in force or an admin (hasMemberAccess; 403 otherwise);
 * - 'admin': signed in as an admin (403 otherwise). The /api/admin tree sets it for all its routes.
 * A route without `access` is public.
 */
export type Access = 'member' | 'subscriber' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The 403 message of a 'subscriber' route, naming what needs the subscription. */
    refusal?: string;
  }
  interface FastifyRequest {
    /** The signed-in, active user, or null. */
    user: SessionUser | null;
    sessionId: string | null;
    /** When the session ends unless used again (a live stream closes then). */
    sessionExpires: Date | null;
  }
  interface FastifyInstance {
    sessions: {
      start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
      destroy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      endAllFor(userId: number): Promise<void>;
    };
  }
}

export default fp(
  async function session(app: FastifyInstance) {
    const { auth } = app.services;
    const ttlMs = app.config.sessionTtlDays * 86_400_000;
    const secure = app.config.env === 'production';
    await app.register(cookie, { secret: app.config.sessionSecret! });

    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure,
      signed: true,
      maxAge: Math.floor(ttlMs / 1000),
    };

    app.decorateRequest('user', null);
    app.addHook('onRoute', guardRoute);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('sessionExpires', null);

    // A request without a session cookie (every visitor's) goes on at once, without a promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith('/api/')) return done();
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return done();
      signedIn(request, reply, raw).then(() => done(), done);
    });
    async function signedIn(request: FastifyRequest, reply: FastifyReply, raw: string) {
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return;
      }
      const found = await auth.findSession(unsigned.value);
      if (!found) {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return;
      }
      if (!found.user.isActive) {
        // A deactivated user loses every session at once.
        await auth.endAllSessions(found.user.id);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return;
      }
      request.user = found.user;
      request.sessionId = unsigned.value;
      request.sessionExpires = found.expire;
      // Rolling expiry, written at most once a day per session; last seen at most every few minutes
      // (issue 30), in the same write when both are due.
      const roll = found.expire.getTime() - Date.now() < ttlMs - 86_400_000;
      if (roll) request.sessionExpires = new Date(Date.now() + ttlMs);
      if (roll || Date.now() - found.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
        await auth.touchSession(unsigned.value, roll ? request.sessionExpires : null);
      }
    }

    app.decorate('sessions', {
      async start(request, reply, userId) {
        // Rotate: a session id known before login is never the one used after it.
        if (request.sessionId) await auth.deleteSession(request.sessionId);
        const sid = randomBytes(32).toString('base64url');
        const userAgent = keptUserAgent(request.headers['user-agent']);
        await auth.createSession(sid, userId, new Date(Date.now() + ttlMs), userAgent);
        // Issue 30: a browser not seen before mails the member an alert (never fails the sign-in).
        await auth.noteSignIn(userId, userAgent);
        request.sessionId = sid;
        reply.setCookie(SESSION_COOKIE, sid, cookieOptions);
      },
      async destroy(request, reply) {
        if (request.sessionId) {
          // Signing out on a device stops its pushes (the subscriptions made in this session).
          await app.services.push.forgetSession(request.sessionId);
          // With its live streams (issue 29) when a member was signed in on it.
          if (request.user) await auth.endSession(request.sessionId, request.user.id);
          else await auth.deleteSession(request.sessionId);
        }
        request.sessionId = null;
        request.user = null;
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      },
      endAllFor: (userId) => auth.endAllSessions(userId),
    });
  },
  { name: 'session', dependencies: ['services'] },
);

/** The guard of one access level: 401 without a session, 403 without the level. */
function accessGuard(access: Access, refusal: string = subscriptionMessages.required) {
  return async function guard(request: FastifyRequest) {
    const user = request.user;
    if (!user) throw unauthorized(messages.unauthenticated);
    if (access === 'admin' && !user.isAdmin) throw forbidden(messages.adminOnly);
    // Issue 30: with STAFF_2FA_REQUIRED, an administrator without two-factor sign-in gets 403 (one indexed read).
    if (access === 'admin') await request.server.services.twoFactor.requireForStaff(user);
    if (access === 'subscriber' && !hasMemberAccess(user)) throw forbidden(refusal);
  };
}

const guarded = new WeakSet<RouteOptions>();

/**
 * onRoute: puts the guard of the route's `config.access` first in its preParsing hooks. The session
 * is known since onRequest; checking it before the body is read means a refused caller costs no
 * parsing, and no parse or validation error (400, 413, 415) can answer before the 401/403.
 * Routes without `access` get no hook at all, so public hot paths pay nothing.
 */
function guardRoute(route: RouteOptions) {
  const access = route.config?.access;
  if (!access || guarded.has(route)) return;
  guarded.add(route);
  const own = route.preParsing ? [route.preParsing].flat() : [];
  const guard = accessGuard(access, route.config?.refusal);
  route.preParsing = [async (request: FastifyRequest) => guard(request), ...own];
}

/**
 * An onRoute hook for a route tree whose every route has one access level (the /api/admin tree),
 * unless a route declares its own. A child context runs its parent's onRoute hooks before its own,
 * so this one guards the route itself.
 */
export function treeAccess(access: Access) {
  return (route: RouteOptions) => {
    route.config = { access, ...route.config };
    guardRoute(route);
  };
}

/** The signed-in user of a route whose access level guarantees one (401 otherwise, as the guard). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(messages.unauthenticated);
  return request.user;
}
