import Flag from 'lucide-react/icons/flag';
import { type ComponentType, useState } from 'react';
import { t } from '../../../contract/i18n.js';
import type { ReportGroup } from '../../../contract/reports.js';
import { REPORT_ACTION_LABELS, REPORT_KIND_LABELS, type ReportAction } from '../../../contract/reports-labels.js';
import { errorMessage } from '../../lib/api.js';
import { useReportQueue } from '../../reports/api/get-report-queue.js';
import { useResolveReport } from '../../reports/api/resolve-report.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { LoadMore } from '../../ui/load-more.js';
import { Skeleton } from '../../ui/skeleton.js';
import { toast } from '../../ui/toast.js';
import { AdminSection } from '../admin-section.js';
import AlertsQueue from '../blacklist/alerts-queue.js';
import { ReportGroupCard } from '../reports/report-group-card.js';
import ReviewsAdmin from '../reports/reviews-admin.js';
import { DescriptionDialog, type DescriptionTarget } from '../safety-reports/description-dialog.js';
import { useUnauthorizedRedirect } from '../shared/admin-errors.js';
import { ConfirmDialog } from '../shared/confirm-dialog.js';

/** The sections of the Denúncias tab, in order; each one's waiting count joins the tab's badge (use-reports-badge-count.ts). */
const SECTIONS: { key: string; title: string; description: string; Component: ComponentType }[] = [
  {
    key: 'reports',
    title: t('Denúncias de membros'),
    description: t(
      'Anúncios, aluguéis, mensagens, membros, incidentes e avaliações denunciados, agrupados por conteúdo, os mais recentes primeiro.',
    ),
    Component: ReportQueue,
  },
  {
    key: 'blacklist',
    title: t('Alertas da comunidade'),
    description: t(
      'Alertas de golpe enviados por assinantes: aprovados, avisam quem revela um contato igual; nunca são publicados como lista.',
    ),
    Component: AlertsQueue,
  },
  {
    key: 'reviews',
    title: t('Avaliações'),
    description: t(
      'Encontre as avaliações sobre um membro e oculte ou mostre de novo (fica registrado); sem busca, as ocultadas.',
    ),
    Component: ReviewsAdmin,
  },
];

export default function ReportsTab() {
  return (
    <div className="space-y-8">
      {SECTIONS.map(({ key, title, description, Component }) => (
        <AdminSection key={key} title={title} description={description}>
          <Component />
        </AdminSection>
      ))}
    </div>
  );
}

function ReportQueue() {
  const q = useReportQueue();
  useUnauthorizedRedirect(q.error);
  const resolve = useResolveReport();
  const [asked, setAsked] = useState<{ group: ReportGroup; action: ReportAction } | null>(null);
  const [editing, setEditing] = useState<DescriptionTarget | null>(null);

  function run(group: ReportGroup, action: ReportAction) {
    resolve.mutate(
      { kind: group.kind, targetId: group.targetId, action },
      {
        onSuccess: (r) => {
          toast({
            title: r.message,
            description: `${REPORT_KIND_LABELS[group.kind]}: ${REPORT_ACTION_LABELS[action]}.`,
            variant: 'success',
          });
          setAsked(null);
        },
        onError: (err) =>
          toast({
            title: t('Erro'),
            description: errorMessage(err, t('Não foi possível concluir a ação.')),
            variant: 'destructive',
          }),
      },
    );
  }

  if (q.isPending) return <Skeleton className="h-40" />;
  if (q.isError) {
    return (
      <LoadError
        title={t('Não foi possível carregar as denúncias')}
        description={errorMessage(q.error, t('Verifique a conexão e tente novamente.'))}
        onRetry={() => void q.refetch()}
      />
    );
  }
  if (!q.items.length) {
    return (
      <EmptyState icon={<Flag />} title={t('Nenhuma denúncia aberta')} className="bg-white">
        <p>{t('O que os membros denunciarem aparece aqui.')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <div className="space-y-3">
        {q.items.map((g) => (
          <ReportGroupCard
            key={`${g.kind}:${g.targetId}`}
            group={g}
            busy={resolve.isPending}
            onAction={(action) => (action === 'dismiss' ? run(g, action) : setAsked({ group: g, action }))}
            onEditDescription={(description) => setEditing({ id: g.targetId, description })}
          />
        ))}
      </div>
      <LoadMore query={q} centered />
      <DescriptionDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!asked}
        onOpenChange={(o) => !o && setAsked(null)}
        title={asked ? `${REPORT_ACTION_LABELS[asked.action]}?` : ''}
        confirmLabel={asked ? REPORT_ACTION_LABELS[asked.action] : ''}
        busy={resolve.isPending}
        onConfirm={() => asked && run(asked.group, asked.action)}
      >
        <p>
          {asked?.action === 'deactivate'
            ? t('O autor não poderá mais entrar na comunidade até ser reativado na aba Usuários.')
            : asked?.action === 'delete'
              ? t('O conteúdo será excluído para sempre.')
              : t('O conteúdo deixa de aparecer para os membros; o autor vê que foi rejeitado.')}
        </p>
        <p>{t('Quem denunciou verá o resultado em Minhas denúncias.')}</p>
      </ConfirmDialog>
    </>
  );
}
