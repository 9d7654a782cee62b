import { useState } from 'react';
import { APP_LANG, LANG_COOKIE, LANG_NAMES, LANG_SHORT, LANGS, type Lang, t } from '../../contract/i18n.js';
import { apiRequest } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { cn } from '../lib/cn.js';

/**
 * PT / EN / ES (issue 36, decision 058): this browser's choice in the `lang` cookie, a member's on
 * the account too (it follows them to a new sign-in), then the page again in that language (each
 * language is a build of its own). Visitors see it as well.
 */
export function LanguageSwitch({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  const { isAuthenticated } = useUser();
  const [busy, setBusy] = useState(false);

  async function choose(lang: Lang) {
    if (lang === APP_LANG || busy) return;
    setBusy(true);
    document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
    // The account too; the page changes even if that fails (the cookie holds the choice here).
    if (isAuthenticated) await apiRequest('PUT', '/api/user/language', { language: lang }).catch(() => {});
    location.reload();
  }

  return (
    <div role="group" aria-label={t('Idioma')} className={cn('inline-flex gap-1', className)}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          title={LANG_NAMES[lang]}
          aria-label={LANG_NAMES[lang]}
          aria-pressed={lang === APP_LANG}
          disabled={busy}
          onClick={() => void choose(lang)}
          className={cn(
            'min-h-9 min-w-10 rounded-md px-2 text-xs font-bold',
            lang === APP_LANG
              ? tone === 'dark'
                ? 'bg-white text-navy-900'
                : 'bg-navy-900 text-white'
              : tone === 'dark'
                ? 'text-slate-300 hover:bg-white/10 hover:text-white'
                : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {LANG_SHORT[lang]}
        </button>
      ))}
    </div>
  );
}
