import ArrowRight from 'lucide-react/icons/arrow-right';
import MessageCircle from 'lucide-react/icons/message-circle';
import { t } from '../../../../contract/i18n.js';
import { cn } from '../../../lib/cn.js';
import { useSiteConfig } from '../../../lib/site-config.js';

const INVITE_PREFIX = 'https://chat.whatsapp.com/';

/**
 * Section 2: the external community chat group, whose invite link is site config
 * `community_whatsapp_url` (admin tab). Hidden while that is empty; while site config is still
 * being read its place is kept, invisible, so the page below does not jump when it appears.
 */
export function CommunityCta() {
  const config = useSiteConfig();
  const url = config.get('community_whatsapp_url') ?? '';
  if (!config.isPending && !(url.startsWith(INVITE_PREFIX) && url.length > INVITE_PREFIX.length)) return null;
  const shown = !config.isPending;
  return (
    <section
      aria-hidden={shown ? undefined : true}
      className={cn('mx-auto max-w-7xl px-4 pt-4', !shown && 'invisible')}
      aria-labelledby="community-title"
      data-testid="landing-community"
    >
      <div className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
            <MessageCircle className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="community-title" className="font-bold text-slate-900">
              {t('Grupo da comunidade no WhatsApp')}
            </h2>
            <p className="text-sm text-slate-600">
              {t('Dicas, avisos de segurança e troca de turnos com a galera de Dublin.')}
            </p>
          </div>
        </div>
        <a
          href={url || undefined}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {t('Entrar no grupo')} <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
