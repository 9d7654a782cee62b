import { Link } from 'wouter';
import type { MarketplaceItem } from '../../contract/marketplace.js';
import {
  APPROVAL_LABELS,
  type ApprovalStatus,
  categoryLabel,
  SERIAL_BADGE_LABEL,
  typeLabel,
} from '../../contract/marketplace-labels.js';
import { paths } from '../lib/paths.js';
import { Badge } from '../ui/badge.js';
import { Card } from '../ui/card.js';
import { ContactButton } from './contact-button.js';
import { coverOf, ItemImage } from './item-image.js';
import { priceText } from './item-price.js';

/**
 * A listing in the marketplace grid. Phones: photo beside the text (four listings per screen
 * instead of one and a half); from sm up: photo on top. The whole card opens the item; the
 * contact button stays its own target.
 */
export function ItemCard({
  item,
  showApproval = false,
  eager = false,
  priority = false,
}: {
  item: MarketplaceItem;
  showApproval?: boolean;
  /** In the first screenful (see ItemImage). */
  eager?: boolean;
  priority?: boolean;
}) {
  return (
    <Card className="group relative flex flex-col overflow-hidden" data-testid="item-card">
      <div className="flex gap-3 p-3 sm:flex-1 sm:flex-col sm:gap-0 sm:p-0">
        <div className="relative h-28 w-28 shrink-0 overflow-hidden rounded-xl sm:h-auto sm:w-full sm:rounded-none">
          <ItemImage
            path={coverOf(item)}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px"
            eager={eager}
            priority={priority}
            className="h-full w-full sm:aspect-[4/3] sm:h-auto"
          />
          <Badge tone="navy" className="absolute top-1.5 left-1.5 sm:top-2 sm:left-2">
            {typeLabel(item.type)}
          </Badge>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:gap-1.5 sm:p-4 sm:pb-0">
          <p className="flex flex-wrap items-center gap-1.5 text-xs font-medium text-slate-500">
            {categoryLabel(item.category)}
            {item.hasSerial && <Badge>{SERIAL_BADGE_LABEL}</Badge>}
            {showApproval && item.approvalStatus !== 'approved' && (
              <Badge tone={item.approvalStatus === 'rejected' ? 'red' : 'amber'}>
                {APPROVAL_LABELS[item.approvalStatus as ApprovalStatus] ?? item.approvalStatus}
              </Badge>
            )}
          </p>
          <h3 className="line-clamp-2 leading-snug font-bold text-slate-900">
            {/* Stretched link: the card is one big tap target. */}
            <Link
              href={paths.marketplaceItem(item.id)}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
            >
              {item.title}
            </Link>
          </h3>
          <p className="text-lg leading-tight font-extrabold text-brand-700" data-testid="item-price">
            {priceText(item)}
          </p>
          <p className="line-clamp-2 text-sm text-slate-600">{item.description}</p>
        </div>
      </div>
      <div className="relative z-10 px-3 pb-3 sm:p-4">
        <ContactButton item={item} className="h-10 w-full sm:h-11" />
      </div>
    </Card>
  );
}
