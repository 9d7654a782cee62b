import Heart from 'lucide-react/icons/heart';
import HeartOff from 'lucide-react/icons/heart-off';
import KeyRound from 'lucide-react/icons/key-round';
import { Link, Redirect } from 'wouter';
import type { Favourite } from '../../contract/favourites.js';
import { t } from '../../contract/i18n.js';
import { imageVariant } from '../../contract/images.js';
import { useUser } from '../lib/auth.js';
import { formatDate } from '../lib/dates.js';
import { formatEuro } from '../lib/format.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Badge } from '../ui/badge.js';
import { Button, buttonClass } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { PageHeader } from '../ui/page-header.js';
import { Skeleton } from '../ui/skeleton.js';

// Not in PAGE_TITLES nor a paths builder of its own: the shell that carries those is at its byte budget.
const TITLE = t('Favoritos');
/** A rental opens in the rentals page's dialog, as its notifications do. */
const rentalHref = (id: number) => `${paths.accountRental()}?aluguel=${id}`;

import { useFavourites, useToggleFavourite } from './api/favourites.js';

/** /favoritos (members; issue 34): the listings and rentals the member saved, newest first, paged on the server. */
export default function FavouritesPage() {
  useDocumentTitle(TITLE);
  if (!useUser().isAuthenticated) return <Redirect to={paths.login()} replace />;
  return <Favourites />;
}

function Favourites() {
  const q = useFavourites();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageHeader
        title={TITLE}
        subtitle={t('Os anúncios e aluguéis que você salvou, em qualquer aparelho. Avisamos quando o preço baixar.')}
      />
      {q.isPending ? (
        <Card className="space-y-4 p-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </Card>
      ) : q.isError ? (
        <LoadError title={t('Erro ao carregar seus favoritos')} onRetry={() => void q.refetch()} />
      ) : q.items.length === 0 ? (
        <EmptyState icon={<HeartOff />} title={t('Você ainda não salvou nenhum anúncio')}>
          {t('Toque no coração de um anúncio do marketplace ou de um aluguel para encontrá-lo aqui depois.')}
          <Link href={paths.marketplace()} className={buttonClass('primary', 'md', 'mt-2')}>
            {t('Ver o marketplace')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3" aria-label={t('Seus favoritos')}>
            {q.items.map((f) => (
              <FavouriteRow key={f.id} f={f} />
            ))}
          </ul>
          <LoadMore query={q} centered className="mt-4" />
        </>
      )}
    </div>
  );
}

function FavouriteRow({ f }: { f: Favourite }) {
  const remove = useToggleFavourite(f.kind, f.targetId);
  const href = f.kind === 'item' ? paths.marketplaceItem(f.targetId) : rentalHref(f.targetId);
  const price = formatEuro(f.price);
  return (
    <li>
      <Card className="flex items-center gap-3 p-3" data-testid="favourite-row">
        <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-slate-400">
          {f.imageUrl ? (
            <img src={imageVariant(f.imageUrl, 'thumb')} alt="" className="h-full w-full object-cover" loading="lazy" />
          ) : (
            <KeyRound className="h-6 w-6" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <Link href={href} className="block truncate font-semibold text-slate-900 hover:underline">
            {f.title}
          </Link>
          <p className="text-sm text-slate-600">
            {price ? (f.kind === 'rental' ? t('{price}/semana', { price }) : price) : t('A combinar')}
            {' · '}
            {f.kind === 'item' ? t('Marketplace') : t('Aluguel de conta')}
          </p>
          <p className="text-xs text-slate-500">
            {t('Salvo em {date}', { date: formatDate(f.savedAt) })}{' '}
            {!f.available && <Badge tone="slate">{t('Indisponível')}</Badge>}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('Remover {title} dos favoritos', { title: f.title })}
          title={t('Remover dos favoritos')}
          disabled={remove.isPending}
          onClick={() => remove.mutate(false)}
        >
          <Heart className="h-5 w-5 fill-red-500 text-red-500" aria-hidden="true" />
        </Button>
      </Card>
    </li>
  );
}
