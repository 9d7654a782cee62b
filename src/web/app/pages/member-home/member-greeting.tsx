import { t } from '../../../../contract/i18n.js';
import type { CurrentUser } from '../../../../contract/users.js';
import { firstName } from '../../../lib/format.js';
import { paths } from '../../../lib/paths.js';
import { BackLink } from '../../../ui/back-link.js';
import { Badge } from '../../../ui/badge.js';

/** `backLink`: on /dashboard only; on the member home (/) 'Voltar ao início' would lead to itself. */
export function MemberGreeting({ user, backLink }: { user: CurrentUser; backLink: boolean }) {
  return (
    <div>
      {backLink && <BackLink href={paths.home()} label={t('Voltar ao início')} />}
      <div className={`${backLink ? 'mt-2 ' : ''}flex flex-wrap items-center gap-x-3 gap-y-1`}>
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
          {t('Olá, {name}!', { name: firstName(user) })}
        </h1>
        <Badge tone="navy" className="text-sm">
          {t('Membro')} {user.memberNumber}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('Bem-vindo(a) à sua área de membro da comunidade.')}</p>
    </div>
  );
}
