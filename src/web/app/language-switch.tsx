import { useState } from 'react';
import { APP_LANG, LANG_COOKIE, LANG_NAMES, LANG_SHORT, LANGS, type Lang, t } from '../../contract/i18n.js';
import { apiRequest } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { cn } from '../lib/cn.js';

/** Keeps `lang` (this browser; the account too for a member) and opens the page again in it. */
export async function chooseLanguage(lang: Lang, signedIn: boolean): Promise<void> {
  if (lang === APP_LANG) return;
  // i18n: same in every language (a cookie, not words).
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads (the Cookie Store API is not in every phone's browser).
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  // The account too; the page changes even if that fails (the cookie holds the choice here).
  if (signedIn) await apiRequest('PUT', '/api/user/language', { language: lang }).catch(() => {});
  location.reload();
}

/**
 * PT / EN / ES (issue 36, decision 058): this browser's choice in the `lang` cookie, a member's on
 * the account too (it follows them to a new sign-in), then the page again in that language (each
 * language is a build of its own). Visitors see it as well.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { isAuthenticated } = useUser();
  const [busy, setBusy] = useState(false);

  function choose(lang: Lang) {
    if (lang === APP_LANG || busy) return;
    setBusy(true);
    void chooseLanguage(lang, isAuthenticated);
  }

  return (
    <div role="group" aria-label={t('Idioma')} className={cn('inline-flex gap-1', className)}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          title={LANG_NAMES[lang]}
          aria-label={`${LANG_SHORT[lang]}, ${LANG_NAMES[lang]}`}
          aria-pressed={lang === APP_LANG}
          disabled={busy}
          onClick={() => choose(lang)}
          className={cn(
            'min-h-9 min-w-10 rounded-md px-2 text-xs font-bold',
            lang === APP_LANG ? 'bg-navy-900 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {LANG_SHORT[lang]}
        </button>
      ))}
    </div>
  );
}
