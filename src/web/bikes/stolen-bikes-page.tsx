import Bike from 'lucide-react/icons/bike';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PublicStolenBike } from '../../contract/bikes.js';
import { BIKE_TYPE_LABELS } from '../../contract/bikes-labels.js';
import { t } from '../../contract/i18n.js';
import { imageVariant } from '../../contract/images.js';
import { FEATURE_PAGE_TITLES } from '../../contract/page-titles.js';
import { useUser } from '../lib/auth.js';
import { formatDate } from '../lib/dates.js';
import { featurePaths, paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { ReportButton } from '../reports/report-button.js';
import { Badge } from '../ui/badge.js';
import { Button, buttonClass } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { PageHeader } from '../ui/page-header.js';
import { Spinner } from '../ui/spinner.js';
import { useStolenBikes } from './api/bikes.js';
import { SightingDialog } from './sighting-dialog.js';

/** /bicicletas-roubadas: the public list, paged on the server; never the owner's contact or the serial. */
export default function StolenBikesPage() {
  useDocumentTitle(FEATURE_PAGE_TITLES.stolenBikes);
  const { user, isAuthenticated, hasMemberAccess } = useUser();
  const list = useStolenBikes();
  const [seeing, setSeeing] = useState<PublicStolenBike | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
      <PageHeader
        title={t('Bicicletas Roubadas')}
        subtitle={t('Bicicletas de membros roubadas em Dublin. Viu uma? Avise o dono pelo app, sem se arriscar.')}
      />
      <div className="flex flex-wrap gap-2">
        <Link href={featurePaths.verifyBike()} className={buttonClass('outline', 'sm')}>
          {t('Verificar um número de série')}
        </Link>
        <Link href={paths.dangerousAreas()} className={buttonClass('outline', 'sm')}>
          {t('Ver no mapa de segurança')}
        </Link>
        {isAuthenticated && (
          <Link href={featurePaths.myBikes()} className={buttonClass('outline', 'sm')}>
            {t('Minhas bicicletas')}
          </Link>
        )}
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : list.isError ? (
        <LoadError title={t('Não foi possível carregar a lista')} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<Bike />} title={t('Nenhuma bicicleta roubada na lista')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((b) => (
            <li key={b.id}>
              <Card className="flex h-full flex-col overflow-hidden" data-testid={`stolen-bike-${b.id}`}>
                {b.photoUrls[0] ? (
                  <img
                    src={imageVariant(b.photoUrls[0], 'md')}
                    alt={`${b.brand} ${b.model}`}
                    className="aspect-[4/3] w-full object-cover"
                    loading="lazy"
                  />
                ) : (
                  <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-slate-400">
                    <Bike className="h-10 w-10" aria-hidden="true" />
                  </div>
                )}
                <div className="flex flex-1 flex-col gap-1 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <h2 className="font-bold text-slate-900">
                      {b.brand} {b.model}
                    </h2>
                    <Badge tone="red">{t('Roubada')}</Badge>
                  </div>
                  <p className="text-sm text-slate-600">
                    {BIKE_TYPE_LABELS[b.type]} · {b.colour}
                  </p>
                  <p className="text-sm text-slate-600">
                    {b.area} · {t('desde {date}', { date: formatDate(b.stolenAt) })}
                  </p>
                  {b.description && <p className="line-clamp-3 text-sm text-slate-700">{b.description}</p>}
                  {isAuthenticated && b.ownerId !== user?.id && (
                    <div className="mt-auto flex flex-wrap gap-2 pt-3">
                      <Button size="sm" onClick={() => setSeeing(b)}>
                        {t('Vi esta bicicleta')}
                      </Button>
                      {b.ownerId !== null && (
                        <Link href={featurePaths.conversationWith(b.ownerId)} className={buttonClass('outline', 'sm')}>
                          {t('Enviar mensagem')}
                        </Link>
                      )}
                      <ReportButton kind="stolen_bike" targetId={b.id} ownerId={b.ownerId} />
                    </div>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {!isAuthenticated && items.length > 0 && (
        <p className="text-sm text-slate-600">
          <Link href={paths.login()} className="font-semibold text-brand-700 hover:underline">
            {t('Entre')}
          </Link>{' '}
          {t('para avisar o dono de uma bicicleta que você viu.')}
        </p>
      )}
      <LoadMore query={list} centered />
      {seeing && <SightingDialog bike={seeing} canUpload={hasMemberAccess} onClose={() => setSeeing(null)} />}
    </div>
  );
}
