import BadgeCheck from 'lucide-react/icons/badge-check';
import type { Rental } from '../../contract/account-rentals.js';
import {
  type OwnerBadge as Kind,
  memberSinceText,
  OWNER_BADGE_LABELS,
  ownerBadge,
} from '../../contract/account-rentals-card.js';
import { ratingText } from '../../contract/reviews-labels.js';
import { Badge } from '../ui/badge.js';

const TONE: Record<Kind, 'navy' | 'accent' | 'brand' | 'slate'> = {
  'ADMIN VERIFICADO': 'navy',
  'MEMBRO ANTIGO': 'accent',
  'MEMBRO ATIVO': 'brand',
  'NOVO MEMBRO': 'slate',
};

/**
 * The spec's owner badge, and beside it always the owner's join month ('membro desde nov/2026') and,
 * issue 33, the owner's rating as on the profile (the average from 3 reviews on).
 */
export function OwnerBadge({
  rental,
}: {
  rental: Pick<
    Rental,
    'ownerIsAdmin' | 'ownerMemberNumber' | 'ownerSubscriptionStatus' | 'ownerMemberSince' | 'ownerRating'
  >;
}) {
  const badge = ownerBadge(rental);
  const since = memberSinceText(rental.ownerMemberSince);
  return (
    <>
      <Badge tone={TONE[badge]} data-testid="owner-badge">
        {badge === 'ADMIN VERIFICADO' && <BadgeCheck className="mr-1 h-3.5 w-3.5" aria-hidden="true" />}
        {OWNER_BADGE_LABELS[badge]}
      </Badge>
      {since && (
        <span className="text-xs font-medium text-slate-600" data-testid="owner-since">
          {since}
        </span>
      )}
      <span className="text-xs font-medium text-slate-600" data-testid="owner-rating">
        {ratingText(rental.ownerRating)}
      </span>
    </>
  );
}
