import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLang, LANG_COOKIE, type Lang, langFromAcceptLanguage } from '../../contract/i18n.js';
import { translate } from '../i18n/translate.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language to answer in (issue 36, decision 058): the `lang` cookie (this browser's choice),
     * else the signed-in member's, else Accept-Language, else pt-BR. Read when first asked for.
     */
    readonly lang: Lang;
  }
}

/** A year: the choice outlives sessions. Not httpOnly: the switch writes it for a visitor too. */
const LANG_COOKIE_MAX_AGE = 365 * 86_400;

export function setLanguageCookie(reply: FastifyReply, lang: Lang): void {
  reply.setCookie(LANG_COOKIE, lang, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: reply.server.config.env === 'production',
    maxAge: LANG_COOKIE_MAX_AGE,
  });
}

export function languageOf(request: FastifyRequest): Lang {
  const chosen = request.cookies?.[LANG_COOKIE];
  if (isLang(chosen)) return chosen;
  const account = request.user?.language;
  if (isLang(account)) return account;
  return langFromAcceptLanguage(request.headers['accept-language']) ?? 'pt-BR';
}

const KEY = Symbol('lang');
type WithLang = FastifyRequest & { [KEY]?: Lang };

export default fp(
  async function language(app: FastifyInstance) {
    app.decorateRequest('lang', {
      getter(this: WithLang) {
        this[KEY] ??= languageOf(this);
        return this[KEY];
      },
    });
    // A service's `{ message: 'Anúncio excluído' }` (a success's words, shown in a toast) in the
    // request's language, like the error handler's. Only answers that carry a message pay for it.
    app.addHook('preSerialization', (request, _reply, payload, done) => {
      const message = (payload as { message?: unknown } | null)?.message;
      if (typeof message === 'string' && request.lang !== 'pt-BR')
        return done(null, { ...(payload as object), message: translate(request.lang, message) });
      done(null, payload);
    });
  },
  { name: 'language', dependencies: ['session'] },
);
