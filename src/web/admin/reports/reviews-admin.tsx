import { type FormEvent, useState } from 'react';
import { t } from '../../../contract/i18n.js';
import { errorMessage } from '../../lib/api.js';
import { formatDate } from '../../lib/dates.js';
import { useAdminReviews, useSetReviewHidden } from '../../reviews/api/admin-reviews.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { LoadMore } from '../../ui/load-more.js';
import { SearchInput } from '../../ui/search-input.js';
import { Skeleton } from '../../ui/skeleton.js';
import { toast } from '../../ui/toast.js';
import { useUnauthorizedRedirect } from '../shared/admin-errors.js';

/**
 * Issue 33: the published reviews about a member (by member number), or every hidden review; each
 * hidden or shown again in one tap (audited). Reported reviews reach the queue above.
 */
export default function ReviewsAdmin() {
  const [typed, setTyped] = useState('');
  const [memberNumber, setMemberNumber] = useState('');
  const q = useAdminReviews(memberNumber);
  useUnauthorizedRedirect(q.error);
  const setHidden = useSetReviewHidden();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMemberNumber(typed.trim().toUpperCase());
  };
  const toggle = (id: number, hidden: boolean) =>
    setHidden.mutate(
      { id, hidden },
      {
        onSuccess: (r) => toast({ title: r.message, variant: 'success' }),
        onError: (err) =>
          toast({
            title: t('Erro'),
            description: errorMessage(err, t('Não foi possível concluir a ação.')),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="flex gap-2" role="search">
        <div className="min-w-0 flex-1">
          <SearchInput
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('Número de membro (ex.: CL0012)')}
            aria-label={t('Avaliações sobre o membro de número')}
          />
        </div>
        <Button type="submit" variant="outline">
          {t('Buscar')}
        </Button>
      </form>
      <p className="text-sm text-slate-600">
        {memberNumber
          ? t('Avaliações publicadas sobre {memberNumber}.', { memberNumber })
          : t('Avaliações ocultadas, as mais recentes primeiro.')}
      </p>
      {q.isPending ? (
        <Skeleton className="h-24" />
      ) : q.isError ? (
        <LoadError
          title={errorMessage(q.error, t('Erro ao carregar as avaliações'))}
          onRetry={() => void q.refetch()}
        />
      ) : q.items.length === 0 ? (
        <EmptyState title={memberNumber ? t('Nenhuma avaliação publicada.') : t('Nenhuma avaliação ocultada.')} />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100">
            {q.items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-start gap-3 p-4" data-testid="admin-review">
                <div className="min-w-0 flex-1 space-y-1 text-sm">
                  <p className="text-slate-600">
                    <span className="font-semibold text-slate-900">{r.stars} ★</span>{' '}
                    {t('de {author} sobre {subject}', { author: r.author.firstName, subject: r.subject.firstName })} ·{' '}
                    {r.subject.memberNumber}
                    {r.publishedAt && ` · ${formatDate(r.publishedAt)}`}
                  </p>
                  {r.text && <p className="whitespace-pre-line text-slate-800">{r.text}</p>}
                </div>
                {r.hidden && <Badge tone="amber">{t('Oculta')}</Badge>}
                <Button
                  size="sm"
                  variant="outline"
                  disabled={setHidden.isPending}
                  onClick={() => toggle(r.id, !r.hidden)}
                >
                  {r.hidden ? t('Mostrar de novo') : t('Ocultar')}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <LoadMore query={q} centered />
    </div>
  );
}
