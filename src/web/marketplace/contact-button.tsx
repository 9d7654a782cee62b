import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import type { MarketplaceItem } from '../../contract/marketplace.js';
import { useUser } from '../lib/auth.js';
import { cn } from '../lib/cn.js';
import { paths } from '../lib/paths.js';
import { Button, buttonClass } from '../ui/button.js';

// The dialog (Radix Dialog, the message form) only for the subscribers who can use it: visitors
// and the list pages' first load do without it.
const MessageSellerButton = lazy(() =>
  import('../messages/message-dialog.js').then((m) => ({ default: m.MessageSellerButton })),
);

/**
 * The contact button of a listing (spec section 2): visitors 'ENTRE PARA CONTATAR' and members
 * without an active subscription 'ASSINATURA NECESSÁRIA', both disabled; subscribers (and admins)
 * get `SubscriberContact`.
 *
 * `SubscriberContact` opens the messages feature's dialog (src/web/messages/message-dialog.tsx);
 * `subscriberAction` replaces it where another action fits better.
 */
export function ContactButton({
  item,
  subscriberAction,
  onItemPage = false,
  className = 'w-full',
}: {
  item: Pick<MarketplaceItem, 'id' | 'title' | 'type' | 'sellerId'>;
  subscriberAction?: ReactNode;
  /** On the item page itself: no link back to the same page. */
  onItemPage?: boolean;
  className?: string;
}) {
  const { user, isAuthenticated, hasMemberAccess } = useUser();
  if (!isAuthenticated) {
    return (
      <Button variant="outline" disabled className={className}>
        {t('ENTRE PARA CONTATAR')}
      </Button>
    );
  }
  if (!hasMemberAccess) {
    // The spec's disabled button stays; 'Assinar' beside it says where to go (issue 28).
    return (
      <div className="flex w-full min-w-0 gap-2" data-testid="subscription-required">
        <Button variant="outline" disabled className={cn(className, 'min-w-0 flex-1 px-2 text-xs')}>
          {t('ASSINATURA NECESSÁRIA')}
        </Button>
        <Link href={paths.subscribe()} className={buttonClass('accent', 'md', 'shrink-0 px-3')}>
          {t('Assinar')}
        </Link>
      </div>
    );
  }
  // Nobody messages themselves: the owner's card just opens the listing.
  if (user && item.sellerId === user.id) {
    if (onItemPage) return null;
    return (
      <Link href={paths.marketplaceItem(item.id)} className={buttonClass('outline', 'md', className)}>
        {t('Ver meu anúncio')}
      </Link>
    );
  }
  return subscriberAction ?? <SubscriberContact item={item} onItemPage={onItemPage} className={className} />;
}

/** What an entitled member gets: the message dialog (template by listing type, to the seller). */
export function SubscriberContact({
  item,
  onItemPage,
  className,
}: {
  item: Pick<MarketplaceItem, 'id' | 'title' | 'type' | 'sellerId'>;
  onItemPage?: boolean;
  className?: string;
}) {
  // The messages feature's dialog: 'CONTATAR VENDEDOR' on cards, 'Enviar Mensagem' on the item page.
  return (
    <Suspense
      fallback={
        item.sellerId ? (
          <Button disabled className={className}>
            {onItemPage ? t('Enviar Mensagem') : t('CONTATAR VENDEDOR')}
          </Button>
        ) : null
      }
    >
      <MessageSellerButton item={item} onItemPage={onItemPage} className={className} />
    </Suspense>
  );
}
