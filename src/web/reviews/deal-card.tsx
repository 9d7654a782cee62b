import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import type { Deal } from '../../contract/reviews.js';
import { errorMessage } from '../lib/api.js';
import { formatDate } from '../lib/dates.js';
import { featurePaths } from '../lib/paths.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { toast } from '../ui/toast.js';
import { useConfirmDeal } from './api/deals.js';
import { ReviewForm } from './review-form.js';
import { ReviewItem } from './review-item.js';

// Each role with its preposition ('para' the buyer or renter, 'de' the owner), the other member after it.
const ROLE = {
  listing: { owner: t('Você vendeu para'), counterpart: t('Você comprou de') },
  rental: { owner: t('Você alugou sua conta para'), counterpart: t('Você alugou a conta de') },
} as const;

/** One deal of /negociacoes: confirm it, review it, read both reviews once published. */
export function DealCard({ deal }: { deal: Deal }) {
  const confirm = useConfirmDeal();
  const o = deal.other;
  const who = o.memberNumber ? (
    <Link href={featurePaths.memberProfile(o.memberNumber)} className="font-semibold text-brand-700 hover:underline">
      {o.firstName}
    </Link>
  ) : (
    <span className="font-semibold">{o.firstName}</span>
  );
  const closed = deal.closesAt !== null && new Date(deal.closesAt).getTime() <= Date.now();
  return (
    <Card className="space-y-3 p-4" data-testid="deal-card" id={`negociacao-${deal.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-bold text-slate-900">{deal.itemTitle}</h2>
          <p className="text-sm text-slate-600">
            {ROLE[deal.kind][deal.mySide]} {who}
          </p>
        </div>
        <Badge tone={deal.status === 'confirmed' ? 'brand' : 'amber'}>
          {deal.status === 'confirmed' ? t('Confirmada') : t('Aguardando confirmação')}
        </Badge>
      </div>

      {deal.status === 'proposed' &&
        (deal.mySide === 'counterpart' ? (
          <div className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-slate-800">
            <p>
              {deal.kind === 'listing'
                ? t('{name} disse que vendeu este item para você. Confirme só se for verdade.', { name: o.firstName })
                : t('{name} disse que alugou esta conta para você. Confirme só se for verdade.', { name: o.firstName })}
            </p>
            <Button
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate(deal.id, {
                  onSuccess: (r) => toast({ title: t('Negociação confirmada'), description: r.message }),
                  onError: (err) =>
                    toast({
                      title: t('Erro'),
                      description: errorMessage(err, t('Erro ao confirmar.')),
                      variant: 'destructive',
                    }),
                })
              }
            >
              {deal.kind === 'listing' ? t('Confirmo que comprei') : t('Confirmo que aluguei')}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-600">
            {t('Aguardando {name} confirmar. Depois vocês podem se avaliar.', { name: o.firstName })}
          </p>
        ))}

      {deal.status === 'confirmed' && deal.closesAt && !deal.myReview && (
        <p className="text-sm text-slate-600">
          {closed ? t('O prazo para avaliar terminou.') : t('Avalie até {date}.', { date: formatDate(deal.closesAt) })}
        </p>
      )}
      {deal.canReview && <ReviewForm deal={deal} />}

      {deal.myReview && (
        <section aria-label={t('Sua avaliação')}>
          <h3 className="text-sm font-semibold text-slate-800">
            {deal.myReview.publishedAt ? t('Sua avaliação (publicada)') : t('Sua avaliação (oculta até a publicação)')}
          </h3>
          <ul>
            <ReviewItem review={deal.myReview} />
          </ul>
        </section>
      )}
      {deal.theirReview ? (
        <section aria-label={t('Avaliação de {name}', { name: o.firstName })}>
          <h3 className="text-sm font-semibold text-slate-800">
            {t('Avaliação de {name} sobre você', { name: o.firstName })}
          </h3>
          <ul>
            <ReviewItem review={deal.theirReview} />
          </ul>
        </section>
      ) : (
        deal.status === 'confirmed' && (
          <p className="text-sm text-slate-600" data-testid="their-review-state">
            {deal.theyReviewed
              ? t('{name} já avaliou. A avaliação aparece quando você avaliar ou quando o prazo terminar.', {
                  name: o.firstName,
                })
              : t('{name} ainda não avaliou.', { name: o.firstName })}
          </p>
        )
      )}
    </Card>
  );
}
