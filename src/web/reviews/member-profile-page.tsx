import BadgeCheck from 'lucide-react/icons/badge-check';
import { Redirect, useParams } from 'wouter';
import {
  type OwnerBadge as Kind,
  memberSinceText,
  OWNER_BADGE_LABELS,
  ownerBadge,
} from '../../contract/account-rentals-card.js';
import { t } from '../../contract/i18n.js';
import { FEATURE_PAGE_TITLES } from '../../contract/page-titles.js';
import { ratingText } from '../../contract/reviews.js';
import { FollowButton } from '../follows/follow-button.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Badge } from '../ui/badge.js';
import { Card } from '../ui/card.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { Skeleton } from '../ui/skeleton.js';
import { useMemberReviews, useProfile } from './api/profiles.js';
import { ProfileOffers } from './profile-offers.js';
import { ReviewItem, Stars } from './review-item.js';

const TONE: Record<Kind, 'navy' | 'accent' | 'brand' | 'slate'> = {
  'ADMIN VERIFICADO': 'navy',
  'MEMBRO ANTIGO': 'accent',
  'MEMBRO ATIVO': 'brand',
  'NOVO MEMBRO': 'slate',
};

/**
 * /membros/{memberNumber} (members; issue 33): first name, number and badge, rating, active listings
 * and rentals, and the published reviews. Never an email, a phone or a WhatsApp.
 */
export default function MemberProfilePage() {
  useDocumentTitle(FEATURE_PAGE_TITLES.memberProfile);
  const { number: memberNumber = '' } = useParams<{ number: string }>();
  if (!useUser().isAuthenticated) return <Redirect to={paths.login()} replace />;
  return <Profile memberNumber={memberNumber} />;
}

function Profile({ memberNumber }: { memberNumber: string }) {
  const p = useProfile(memberNumber);
  const reviews = useMemberReviews(memberNumber);
  if (p.isPending) return <Skeleton className="mx-auto mt-10 h-40 max-w-3xl" />;
  if (p.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadError title={t('Membro não encontrado')} onRetry={() => void p.refetch()} />
      </div>
    );
  const m = p.data;
  const badge = ownerBadge({
    ownerIsAdmin: m.isAdmin,
    ownerMemberNumber: m.memberNumber,
    ownerSubscriptionStatus: m.subscriptionStatus,
  });
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <Card className="space-y-3 p-5" data-testid="member-profile">
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-2xl font-extrabold text-slate-900">{m.firstName}</h1>
          <FollowButton memberNumber={m.memberNumber} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="slate">{m.memberNumber}</Badge>
          <Badge tone={TONE[badge]} data-testid="profile-badge">
            {badge === 'ADMIN VERIFICADO' && <BadgeCheck className="mr-1 h-3.5 w-3.5" aria-hidden="true" />}
            {OWNER_BADGE_LABELS[badge]}
          </Badge>
          <span className="text-sm text-slate-600">{memberSinceText(m.memberSince)}</span>
        </div>
        <p className="flex items-center gap-2 text-base font-semibold text-slate-800" data-testid="profile-rating">
          {m.rating.average !== null && <Stars value={Math.round(m.rating.average)} />}
          {ratingText(m.rating)}
        </p>
        {m.rating.count > 0 && m.rating.average === null && (
          <p className="text-xs text-slate-500">{t('A média aparece a partir de 3 avaliações.')}</p>
        )}
      </Card>
      <ProfileOffers memberNumber={m.memberNumber} />
      <section aria-labelledby="reviews-title">
        <h2 id="reviews-title" className="mb-2 text-lg font-bold text-slate-900">
          {t('Avaliações')}
        </h2>
        {reviews.isError ? (
          <LoadError title={t('Erro ao carregar as avaliações')} onRetry={() => void reviews.refetch()} />
        ) : reviews.items.length === 0 ? (
          <p className="text-sm text-slate-600">
            {reviews.isPending ? t('Carregando...') : t('Nenhuma avaliação publicada.')}
          </p>
        ) : (
          <Card className="overflow-hidden">
            <ul className="divide-y divide-slate-100">
              {reviews.items.map((r) => (
                <ReviewItem key={r.id} review={r} />
              ))}
            </ul>
          </Card>
        )}
        <LoadMore query={reviews} centered className="mt-3" />
      </section>
    </div>
  );
}
