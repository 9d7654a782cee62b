import { Link } from 'wouter';
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

const ROLE = {
  listing: { owner: 'Você vendeu', counterpart: 'Você comprou' },
  rental: { owner: 'Você alugou sua conta', counterpart: 'Você alugou a conta' },
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
            {ROLE[deal.kind][deal.mySide]} {deal.mySide === 'owner' ? 'para' : 'de'} {who}
          </p>
        </div>
        <Badge tone={deal.status === 'confirmed' ? 'brand' : 'amber'}>
          {deal.status === 'confirmed' ? 'Confirmada' : 'Aguardando confirmação'}
        </Badge>
      </div>

      {deal.status === 'proposed' &&
        (deal.mySide === 'counterpart' ? (
          <div className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-slate-800">
            <p>
              {o.firstName} disse que {deal.kind === 'listing' ? 'vendeu este item' : 'alugou esta conta'} para você.
              Confirme só se for verdade.
            </p>
            <Button
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate(deal.id, {
                  onSuccess: (r) => toast({ title: 'Negociação confirmada', description: r.message }),
                  onError: (err) =>
                    toast({
                      title: 'Erro',
                      description: errorMessage(err, 'Erro ao confirmar.'),
                      variant: 'destructive',
                    }),
                })
              }
            >
              {deal.kind === 'listing' ? 'Confirmo que comprei' : 'Confirmo que aluguei'}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Aguardando {o.firstName} confirmar. Depois vocês podem se avaliar.</p>
        ))}

      {deal.status === 'confirmed' && deal.closesAt && !deal.myReview && (
        <p className="text-sm text-slate-600">
          {closed ? 'O prazo para avaliar terminou.' : `Avalie até ${formatDate(deal.closesAt)}.`}
        </p>
      )}
      {deal.canReview && <ReviewForm deal={deal} />}

      {deal.myReview && (
        <section aria-label="Sua avaliação">
          <h3 className="text-sm font-semibold text-slate-800">
            Sua avaliação {deal.myReview.publishedAt ? '(publicada)' : '(oculta até a publicação)'}
          </h3>
          <ul>
            <ReviewItem review={deal.myReview} />
          </ul>
        </section>
      )}
      {deal.theirReview ? (
        <section aria-label={`Avaliação de ${o.firstName}`}>
          <h3 className="text-sm font-semibold text-slate-800">Avaliação de {o.firstName} sobre você</h3>
          <ul>
            <ReviewItem review={deal.theirReview} />
          </ul>
        </section>
      ) : (
        deal.status === 'confirmed' && (
          <p className="text-sm text-slate-600" data-testid="their-review-state">
            {deal.theyReviewed
              ? `${o.firstName} já avaliou. A avaliação aparece quando você avaliar ou quando o prazo terminar.`
              : `${o.firstName} ainda não avaliou.`}
          </p>
        )
      )}
    </Card>
  );
}
