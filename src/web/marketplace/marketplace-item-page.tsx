import ArrowLeft from 'lucide-react/icons/arrow-left';
import Pencil from 'lucide-react/icons/pencil';
import SearchX from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { BIKE_TYPE_LABELS } from '../../contract/bikes-labels.js';
import { GUIDE_SLUGS } from '../../contract/guides-labels.js';
import { t } from '../../contract/i18n.js';
import type { MarketplaceItem } from '../../contract/marketplace.js';
import {
  APPROVAL_LABELS,
  type ApprovalStatus,
  categoryLabel,
  SERIAL_BADGE_LABEL,
  typeLabel,
} from '../../contract/marketplace-labels.js';
import { memberName } from '../../contract/member-name.js';
import { PENDING_EDIT_LABEL } from '../../contract/moderation-labels.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { useIsBlocked } from '../blocks/api/get-blocks.js';
import { BlockButton } from '../blocks/block-button.js';
import { FavouriteButton } from '../favourites/favourite-button.js';
import { FollowButton } from '../follows/follow-button.js';
import { ApiError } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { formatDate } from '../lib/dates.js';
import { featurePaths, paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { ReportButton } from '../reports/report-button.js';
import { Badge } from '../ui/badge.js';
import { buttonClass } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { ContactAlert } from '../ui/contact-alert.js';
import { LoadError } from '../ui/load-error.js';
import { Skeleton } from '../ui/skeleton.js';
import { VerifyContactLink } from '../ui/verify-contact-link.js';
import { useItem } from './api/get-item.js';
import { ContactButton } from './contact-button.js';
import { Gallery, galleryOrder } from './gallery.js';
import { priceText } from './item-price.js';
import { ShareButton } from './share-button.js';
import { SimilarItems } from './similar-items.js';
import { WhatsappButton } from './whatsapp-button.js';

const back = (
  <Link href={paths.marketplace()} className={buttonClass('ghost', 'sm', '-ml-3 mb-2 text-slate-600')}>
    <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('Voltar ao Marketplace')}
  </Link>
);

/** /marketplace/{id}. Spec: no (valid) id goes back to /marketplace; a missing item says so. */
export default function MarketplaceItemPage() {
  const { id: raw } = useParams<{ id: string }>();
  const id = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : null;
  const q = useItem(id);
  useDocumentTitle(q.data?.title ?? PAGE_TITLES.marketplace);
  if (id === null) return <Redirect to={paths.marketplace()} replace />;

  let body: ReactNode;
  if (q.isLoading) {
    body = (
      <div className="grid gap-6 lg:grid-cols-2" aria-busy="true">
        <Skeleton className="aspect-[4/3]" />
        <div className="space-y-3">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-8 w-1/4" />
          <Skeleton className="h-32" />
        </div>
      </div>
    );
  } else if (q.error instanceof ApiError && q.error.status === 404) {
    body = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <SearchX className="mb-3 h-10 w-10 text-slate-400" aria-hidden="true" />
        <h1 className="text-xl font-bold text-slate-900">{t('Item não encontrado')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {t('Este anúncio não existe, foi removido ou ainda aguarda aprovação.')}
        </p>
        <Link href={paths.marketplace()} className={buttonClass('primary', 'md', 'mt-5')}>
          {t('Ver outros itens')}
        </Link>
      </div>
    );
  } else if (q.isError || !q.data) {
    body = (
      <LoadError
        icon={<SearchX />}
        title={t('Não foi possível carregar o item')}
        onRetry={() => void q.refetch()}
        className="py-14"
      />
    );
  } else {
    body = <ItemDetails item={q.data} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-8">
      {back}
      {body}
    </div>
  );
}

function ItemDetails({ item }: { item: MarketplaceItem }) {
  const { user, isAdmin } = useUser();
  const canEdit = isAdmin || (!!user && user.id === item.sellerId);
  // Issue 28: the name (or first name) once, the number only in the badge beside it.
  const seller = item.seller ? memberName(item.seller) : null;
  // Issue 15: no contact with a member one blocked.
  const blocked = useIsBlocked(item.sellerId);

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <Gallery images={galleryOrder(item.imageUrls, item.coverImageIndex)} title={item.title} />
        <div className="space-y-5">
          <div className="space-y-2">
            <div className="flex flex-wrap gap-2">
              <Badge tone="navy">{typeLabel(item.type)}</Badge>
              <Badge tone="slate">{categoryLabel(item.category)}</Badge>
              {item.bikeClass && <Badge tone="slate">{BIKE_TYPE_LABELS[item.bikeClass]}</Badge>}
              {item.hasSerial && <Badge data-testid="serial-badge">{SERIAL_BADGE_LABEL}</Badge>}
              {item.approvalStatus !== 'approved' && (
                <Badge tone={item.approvalStatus === 'rejected' ? 'red' : 'amber'}>
                  {APPROVAL_LABELS[item.approvalStatus as ApprovalStatus] ?? item.approvalStatus}
                </Badge>
              )}
              {item.status !== 'active' && <Badge tone="slate">{t('Inativo')}</Badge>}
              {item.pendingEdit && (
                <Badge tone="amber" data-testid="pending-edit-badge">
                  {PENDING_EDIT_LABEL}
                </Badge>
              )}
            </div>
            <h1 className="text-2xl leading-tight font-extrabold text-slate-900 sm:text-3xl">{item.title}</h1>
            <p className="text-3xl font-extrabold text-brand-700" data-testid="item-price">
              {priceText(item)}
            </p>
            <p className="text-xs text-slate-500">
              {t('Anúncio nº {number} · publicado em {date}', {
                number: item.listingNumber,
                date: formatDate(item.createdAt),
              })}
            </p>
            {item.frameSerial && (
              <p className="text-xs text-slate-500">
                {t('Número de série: {serial} (só você e a administração veem)', { serial: item.frameSerial })}
              </p>
            )}
          </div>

          <div className="flex flex-wrap items-center gap-2">
            <FavouriteButton
              kind="item"
              id={item.id}
              ownerId={item.sellerId}
              available={item.approvalStatus === 'approved' && item.status === 'active'}
            />
            <ShareButton title={item.title} />
            {canEdit && (
              <Link href={paths.marketplaceEdit(item.id)} className={buttonClass('outline', 'md')}>
                <Pencil className="h-4 w-4" aria-hidden="true" /> {t('Editar')}
              </Link>
            )}
            {/* Issue 33: the seller says who bought it; the buyer confirms and both review. */}
            {user && user.id === item.sellerId && item.approvalStatus === 'approved' && (
              <Link
                href={featurePaths.deals({ kind: 'listing', itemId: item.id })}
                className={buttonClass('outline', 'md')}
              >
                {t('Vendido? Diga para quem')}
              </Link>
            )}
          </div>

          <Card className="space-y-3 p-4">
            {seller && (
              <p className="text-sm text-slate-600">
                {t('Anunciado por')}{' '}
                {user && item.seller?.memberNumber ? (
                  <Link
                    href={featurePaths.memberProfile(item.seller.memberNumber)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {seller}
                  </Link>
                ) : (
                  <span className="font-semibold text-slate-900">{seller}</span>
                )}{' '}
                {item.seller && <Badge tone="slate">{item.seller.memberNumber}</Badge>}
              </p>
            )}
            {user && item.seller && <FollowButton memberNumber={item.seller.memberNumber} />}
            {/* Spec: the number comes only to subscribers, admins and the owner; the API decides. */}
            {/* Decision 022: a community alert matching the seller's contacts, computed on the server. */}
            <ContactAlert alert={item.alert} />
            {blocked ? (
              <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="blocked-note">
                {t('Você bloqueou este membro. Desbloqueie em Configurações para falar com ele.')}
              </p>
            ) : (
              <>
                {item.whatsapp && <WhatsappButton phone={item.whatsapp} title={item.title} />}
                <ContactButton item={item} onItemPage />
              </>
            )}
            {!user && (
              <p className="text-center text-sm text-slate-600">
                <Link href={paths.login()} className="font-semibold text-brand-700 hover:underline">
                  {t('Entre')}
                </Link>{' '}
                {t('ou')}{' '}
                <Link href={paths.register()} className="font-semibold text-brand-700 hover:underline">
                  {t('cadastre-se')}
                </Link>{' '}
                {t('para falar com o vendedor.')}
              </p>
            )}
            <VerifyContactLink />
            <div className="-mx-2 flex flex-wrap gap-1 border-t border-slate-100 pt-2">
              <ReportButton kind="listing" targetId={item.id} ownerId={item.sellerId} label={t('Denunciar anúncio')} />
              {item.sellerId && <ReportButton kind="member" targetId={item.sellerId} label={t('Denunciar vendedor')} />}
              {seller && <BlockButton memberId={item.sellerId} memberName={seller} />}
            </div>
          </Card>

          <section aria-labelledby="description-title">
            <h2 id="description-title" className="mb-2 text-lg font-bold text-slate-900">
              {t('Descrição')}
            </h2>
            <p className="text-base leading-relaxed whitespace-pre-line text-slate-700">{item.description}</p>
            {item.category === 'motos' && (
              <p className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
                {t('E-bike ou e-moped? Antes de comprar, confira potência e velocidade:')}{' '}
                <Link href={paths.guide(GUIDE_SLUGS.eMoped)} className="font-semibold text-brand-700 underline">
                  {t('o que a lei de 2023 exige')}
                </Link>
                .
              </p>
            )}
          </section>
        </div>
      </div>
      <SimilarItems id={item.id} />
    </>
  );
}
