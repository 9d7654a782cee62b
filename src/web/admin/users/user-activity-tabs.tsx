import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import type { AdminUserDetails } from '../../../contract/admin-users.js';
import { t } from '../../../contract/i18n.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { Badge } from '../../ui/badge.js';

const APPROVAL: Record<string, { label: string; tone: 'amber' | 'brand' | 'red' }> = {
  pending: { label: t('Pendente'), tone: 'amber' },
  approved: { label: t('Aprovado'), tone: 'brand' },
  rejected: { label: t('Rejeitado'), tone: 'red' },
};
const STATUS: Record<string, string> = {
  active: t('Ativo'),
  inactive: t('Inativo'),
  rented: t('Alugado'),
  sold: t('Vendido'),
};

function Approval({ value }: { value: string }) {
  const a = APPROVAL[value];
  return <Badge tone={a?.tone ?? 'slate'}>{a?.label ?? value}</Badge>;
}

function Row({ title, meta, badges }: { title: ReactNode; meta: ReactNode; badges?: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{title}</p>
        <p className="text-xs text-slate-500">{meta}</p>
      </div>
      {badges && <div className="flex shrink-0 flex-wrap gap-1">{badges}</div>}
    </li>
  );
}

function Panel({
  value,
  count,
  shown,
  empty,
  children,
}: {
  value: string;
  count: number;
  shown: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <Tabs.Content value={value} className="focus-visible:outline-none">
      {count === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{empty}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">{children}</ul>
          {count > shown && (
            <p className="pt-2 text-xs text-slate-500">
              {t('Mostrando os {shown} mais recentes de {count}.', { shown, count })}
            </p>
          )}
        </>
      )}
    </Tabs.Content>
  );
}

/** Spec sub-tabs: marketplace items, rentals, events and messages, each with a count and an empty text. */
export function UserActivityTabs({ details: d }: { details: AdminUserDetails }) {
  const tabs = [
    { value: 'marketplace', label: t('Marketplace'), count: d.counts.marketplaceItems },
    { value: 'rentals', label: t('Aluguéis'), count: d.counts.accountRentals },
    { value: 'events', label: t('Eventos'), count: d.counts.eventParticipations },
    { value: 'messages', label: t('Mensagens'), count: d.counts.messages },
  ];
  return (
    <Tabs.Root defaultValue="marketplace">
      <Tabs.List
        aria-label={t('Atividade do usuário')}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:grid-cols-4"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="flex items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold text-slate-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
          >
            {tab.label}
            <span className="rounded-full bg-slate-200 px-1.5 text-xs text-slate-700">{tab.count}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div className="mt-2 min-h-24">
        <Panel
          value="marketplace"
          count={d.counts.marketplaceItems}
          shown={d.marketplaceItems.length}
          empty={t('Nenhum item no marketplace.')}
        >
          {d.marketplaceItems.map((i) => (
            <Row
              key={i.id}
              title={i.title}
              meta={`#${i.id} · ${formatDate(i.createdAt)}`}
              badges={
                <>
                  <Approval value={i.approvalStatus} />
                  <Badge tone="slate">{STATUS[i.status] ?? i.status}</Badge>
                </>
              }
            />
          ))}
        </Panel>
        <Panel
          value="rentals"
          count={d.counts.accountRentals}
          shown={d.accountRentals.length}
          empty={t('Nenhuma conta de aluguel.')}
        >
          {d.accountRentals.map((r) => (
            <Row
              key={r.id}
              title={r.appName}
              meta={`#${r.id} · ${formatDate(r.createdAt)}`}
              badges={
                <>
                  <Approval value={r.approvalStatus} />
                  <Badge tone="slate">{STATUS[r.status] ?? r.status}</Badge>
                </>
              }
            />
          ))}
        </Panel>
        <Panel
          value="events"
          count={d.counts.eventParticipations}
          shown={d.eventParticipations.length}
          empty={t('Nenhuma participação em eventos.')}
        >
          {d.eventParticipations.map((e) => (
            <Row
              key={e.eventId}
              title={e.title}
              meta={`${formatDateTime(e.date)}${e.location ? ` · ${e.location}` : ''} · ${t('inscrito em {date}', { date: formatDate(e.joinedAt) })}`}
            />
          ))}
        </Panel>
        <Panel value="messages" count={d.counts.messages} shown={d.messages.length} empty={t('Nenhuma mensagem.')}>
          {d.messages.map((m) => (
            <Row
              key={m.id}
              title={t('Mensagem #{id}', { id: m.id })}
              meta={formatDateTime(m.createdAt)}
              badges={
                <>
                  <Badge tone="slate">{m.direction === 'sent' ? t('Enviada') : t('Recebida')}</Badge>
                  {m.isRead ? <Badge tone="brand">{t('Lida')}</Badge> : <Badge tone="amber">{t('Não lida')}</Badge>}
                </>
              }
            />
          ))}
        </Panel>
      </div>
    </Tabs.Root>
  );
}
