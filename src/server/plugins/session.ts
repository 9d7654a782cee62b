import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../contract/common.js';
import { forbidden, unauthorized } from '../http-errors.js';
import type { SessionUser } from '../users/session-user.js';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, active user, or null. */
    user: SessionUser | null;
    sessionId: string | null;
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
    app.decorateRequest('sessionId', null);

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return;
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
      // Rolling expiry, written at most once a day per session.
      if (found.expire.getTime() - Date.now() < ttlMs - 86_400_000) {
        await auth.touchSession(unsigned.value, new Date(Date.now() + ttlMs));
      }
    });

    app.decorate('sessions', {
      async start(request, reply, userId) {
        // Rotate: a session id known before login is never the one used after it.
        if (request.sessionId) await auth.deleteSession(request.sessionId);
        const sid = randomBytes(32).toString('base64url');
        await auth.createSession(sid, userId, new Date(Date.now() + ttlMs));
        request.sessionId = sid;
        reply.setCookie(SESSION_COOKIE, sid, cookieOptions);
      },
      async destroy(request, reply) {
        if (request.sessionId) await auth.deleteSession(request.sessionId);
        request.sessionId = null;
        request.user = null;
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      },
      endAllFor: (userId) => auth.endAllSessions(userId),
    });
  },
  { name: 'session', dependencies: ['services'] },
);

/** preHandler: 401 without a session. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized(messages.unauthenticated);
}

/** preHandler: 401 without a session, 403 for non-admins. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized(messages.unauthenticated);
  if (!request.user.isAdmin) throw forbidden(messages.adminOnly);
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(messages.unauthenticated);
  return request.user;
}
