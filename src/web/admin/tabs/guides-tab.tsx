import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import BookOpen from 'lucide-react/icons/book-open';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import ExternalLink from 'lucide-react/icons/external-link';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useState } from 'react';
import { Link } from 'wouter';
import { type AdminGuide, guideMessages } from '../../../contract/guides.js';
import { t } from '../../../contract/i18n.js';
import { useAdminGuides, useMarkGuideReviewed, useReorderGuides, useSaveGuide } from '../../guides/api/admin-guides.js';
import { errorMessage } from '../../lib/api.js';
import { formatDate } from '../../lib/dates.js';
import { paths } from '../../lib/paths.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { Skeleton } from '../../ui/skeleton.js';
import { toast } from '../../ui/toast.js';
import { AdminSection } from '../admin-section.js';
import { GuideFormDialog } from '../guides/guide-form-dialog.js';
import { adminErrorToast, useUnauthorizedRedirect } from '../shared/admin-errors.js';

/** Admin tab Guias (issue 35): every guide, create and edit, publish, order, 'revisado'. */
export default function GuidesTab() {
  const q = useAdminGuides();
  useUnauthorizedRedirect(q.error);
  const save = useSaveGuide();
  const reviewed = useMarkGuideReviewed();
  const reorder = useReorderGuides();
  const [editing, setEditing] = useState<AdminGuide | 'new' | null>(null);
  const guides = q.data?.items ?? [];
  const due = guides.filter((g) => g.needsReview).length;

  const move = (i: number, by: -1 | 1) => {
    const ids = guides.map((g) => g.id);
    const j = i + by;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    reorder.mutate(ids, { onError: (err) => adminErrorToast(err, t('Não foi possível mudar a ordem.')) });
  };
  const publish = (g: AdminGuide, isPublished: boolean) =>
    save.mutate(
      { id: g.id, input: { isPublished } },
      {
        onSuccess: () =>
          toast({
            title: isPublished ? guideMessages.published : guideMessages.unpublished,
            description: g.title,
            variant: 'success',
          }),
        onError: (err) => adminErrorToast(err, guideMessages.saveFailed),
      },
    );
  const markReviewed = (g: AdminGuide) =>
    reviewed.mutate(g.id, {
      onSuccess: () => toast({ title: guideMessages.reviewed, description: g.title, variant: 'success' }),
      onError: (err) => adminErrorToast(err, guideMessages.saveFailed),
    });

  return (
    <AdminSection
      title={t('Guias')}
      description={t('Os guias do entregador em /guias, na ordem mostrada. Revise cada um pelo menos uma vez por ano.')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {q.data &&
            t('{total} guias · {published} publicados', {
              total: guides.length,
              published: guides.filter((g) => g.isPublished).length,
            })}
        </p>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('Novo guia')}
        </Button>
      </div>
      {due > 0 && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {due === 1
            ? t('1 guia está sem revisão há mais de 12 meses: confira as fontes e marque como revisado.')
            : t('{n} guias estão sem revisão há mais de 12 meses: confira as fontes e marque como revisado.', {
                n: due,
              })}
        </p>
      )}
      {q.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : q.isError ? (
        <LoadError
          title={t('Não foi possível carregar os guias')}
          description={errorMessage(q.error, t('Verifique a conexão e tente novamente.'))}
          onRetry={() => void q.refetch()}
        />
      ) : guides.length === 0 ? (
        <EmptyState icon={<BookOpen />} title={t('Nenhum guia cadastrado')} className="bg-white">
          <p>{t('Crie o primeiro: ele aparece em /guias quando for publicado.')}</p>
        </EmptyState>
      ) : (
        <ol className="space-y-2">
          {guides.map((g, i) => (
            <li key={g.id}>
              <Card className="flex flex-col gap-3 p-4 md:flex-row md:items-center" data-testid="admin-guide">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    <span className="text-slate-400">{i + 1}.</span> {g.title}
                    {g.isPublished ? (
                      <Badge tone="brand">{t('Publicado')}</Badge>
                    ) : (
                      <Badge tone="slate">{t('Rascunho')}</Badge>
                    )}
                    {g.needsReview && <Badge tone="amber">{t('Revisão pendente')}</Badge>}
                  </p>
                  <p className="text-sm break-all text-slate-500">/guias/{g.slug}</p>
                  <p className="text-xs text-slate-500">
                    {t('Última revisão: {date}', { date: g.reviewedAt ? formatDate(g.reviewedAt) : t('nunca') })}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('Subir {name}', { name: g.title })}
                    disabled={i === 0 || reorder.isPending}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('Descer {name}', { name: g.title })}
                    disabled={i === guides.length - 1 || reorder.isPending}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(g)}
                    aria-label={t('Editar {name}', { name: g.title })}
                  >
                    <Pencil className="h-4 w-4" aria-hidden="true" /> {t('Editar')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => publish(g, !g.isPublished)}>
                    {g.isPublished ? t('Despublicar') : t('Publicar')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => markReviewed(g)} disabled={reviewed.isPending}>
                    <CalendarCheck className="h-4 w-4" aria-hidden="true" /> {t('Revisado')}
                  </Button>
                  {g.isPublished && (
                    <Link
                      href={paths.guide(g.slug)}
                      className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                      aria-label={t('Ver {name}', { name: g.title })}
                    >
                      <ExternalLink className="h-4 w-4" aria-hidden="true" /> {t('Ver')}
                    </Link>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <GuideFormDialog
        open={editing !== null}
        guide={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </AdminSection>
  );
}
