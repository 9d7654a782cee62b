import Star from 'lucide-react/icons/star';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { type Review, reviewTagLabel } from '../../contract/reviews.js';
import { formatDate } from '../lib/dates.js';
import { featurePaths } from '../lib/paths.js';
import { ReportButton } from '../reports/report-button.js';

/** 1–5 stars, read-only, with the number for screen readers. */
export function Stars({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t('{value} de 5 estrelas', { value })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={i <= value ? 'h-4 w-4 fill-current text-accent-400' : 'h-4 w-4 text-slate-300'}
        />
      ))}
    </span>
  );
}

/** One review as others read it: its author (a link to their profile), stars, tags, text and the reply. */
export function ReviewItem({ review }: { review: Review }) {
  const a = review.author;
  return (
    <li className="space-y-2 p-4" data-testid="review-item">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Stars value={review.stars} />
        {a.memberNumber ? (
          <Link
            href={featurePaths.memberProfile(a.memberNumber)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {a.firstName}
          </Link>
        ) : (
          <span className="font-semibold text-slate-700">{a.firstName}</span>
        )}
        <span className="text-slate-500">
          ·{' '}
          {review.kind === 'rental'
            ? t('aluguel de “{title}”', { title: review.itemTitle })
            : t('compra e venda de “{title}”', { title: review.itemTitle })}
          {review.publishedAt && ` · ${formatDate(review.publishedAt)}`}
        </span>
      </div>
      {review.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('Etiquetas')}>
          {review.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              {reviewTagLabel(tag)}
            </li>
          ))}
        </ul>
      )}
      {review.text && <p className="text-sm whitespace-pre-line text-slate-800">{review.text}</p>}
      {review.reply && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="review-reply">
          <span className="font-semibold">{t('Resposta:')} </span>
          {review.reply}
        </p>
      )}
      {/* A published review can be reported (never one's own; the dialog loads on the first tap). */}
      {review.publishedAt && (
        <ReportButton kind="review" targetId={review.id} ownerId={review.author.id} label={t('Denunciar avaliação')} />
      )}
    </li>
  );
}
