import Calendar from 'lucide-react/icons/calendar';
import MessageCircle from 'lucide-react/icons/message-circle';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { paths } from '../../../lib/paths.js';
import { buttonClass } from '../../../ui/button.js';
import { Card } from '../../../ui/card.js';
import type { MemberHomeAccess } from './access.js';
import { GatedLink } from './gated-link.js';
import { NextEvent } from './next-event.js';

/** Marketplace, Events and Community, each with a browse link and a gated action. */
export function FeatureCards({ access }: { access: MemberHomeAccess }) {
  const { hasMemberAccess } = access;
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="mb-3 text-lg font-bold text-slate-900">
        {t('Explore a comunidade')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Feature
          icon={<ShoppingBag />}
          tint="bg-amber-100 text-amber-800"
          title={t('Marketplace')}
          text={t('Compre, venda, troque ou doe equipamentos de entrega.')}
        >
          <Link href={paths.marketplace()} className={buttonClass('outline', 'md', 'w-full')}>
            {t('Ver anúncios')}
          </Link>
          <GatedLink href={paths.marketplaceCreate()} allowed={hasMemberAccess} className="w-full">
            {t('Anunciar item')}
          </GatedLink>
        </Feature>
        <Feature
          icon={<Calendar />}
          tint="bg-sky-100 text-sky-800"
          title={t('Eventos')}
          text={t('Encontros, passeios e confraternizações dos entregadores.')}
          extra={<NextEvent />}
        >
          <Link href={paths.events()} className={buttonClass('outline', 'md', 'w-full')}>
            {t('Ver eventos')}
          </Link>
          {/* Only for those the events service lets create one (issue 28: others met 'Acesso Restrito'). */}
          {access.canCreateEvents && (
            <Link href={paths.eventCreate()} className={buttonClass('primary', 'md', 'w-full')}>
              {t('Criar evento')}
            </Link>
          )}
        </Feature>
        <Feature
          icon={<MessageCircle />}
          tint="bg-brand-100 text-brand-800"
          title={t('Comunidade')}
          text={t('Converse com outros membros e fique por dentro das áreas perigosas.')}
        >
          <Link href={paths.dangerousAreas()} className={buttonClass('outline', 'md', 'w-full')}>
            {t('Áreas perigosas')}
          </Link>
          <GatedLink href={paths.messages()} allowed={hasMemberAccess} className="w-full">
            {t('Mensagens')}
          </GatedLink>
        </Feature>
      </div>
      {!hasMemberAccess && (
        <p className="mt-2 text-xs text-slate-500">{t('Ações com cadeado exigem assinatura ativa.')}</p>
      )}
    </section>
  );
}

function Feature({
  icon,
  tint,
  title,
  text,
  extra,
  children,
}: {
  icon: ReactNode;
  tint: string;
  title: string;
  text: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col p-4">
      <div className="flex items-center gap-3">
        <span
          className={`flex h-10 w-10 items-center justify-center rounded-xl [&_svg]:h-5 [&_svg]:w-5 ${tint}`}
          aria-hidden="true"
        >
          {icon}
        </span>
        <h3 className="font-bold text-slate-900">{title}</h3>
      </div>
      <p className="mt-2 text-sm text-slate-600">{text}</p>
      <div className="flex-1">{extra}</div>
      <div className="mt-4 grid gap-2">{children}</div>
    </Card>
  );
}
