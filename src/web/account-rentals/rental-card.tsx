import MapPin from 'lucide-react/icons/map-pin';
import Pencil from 'lucide-react/icons/pencil';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { Rental, RentalStatus } from '../../contract/account-rentals.js';
import { appLabel, RENTAL_BANNER_LABELS, rentalBanner } from '../../contract/account-rentals-labels.js';
import { t } from '../../contract/i18n.js';
import { memberLabel } from '../../contract/member-name.js';
import { PENDING_EDIT_LABEL } from '../../contract/moderation-labels.js';
import { errorMessage } from '../lib/api.js';
import { cn } from '../lib/cn.js';
import { featurePaths } from '../lib/paths.js';
import { Badge } from '../ui/badge.js';
import { Button, buttonClass } from '../ui/button.js';
import { toast } from '../ui/toast.js';
import { useRenewRental, useSetRentalStatus } from './api/save-rental.js';
import { ContactBlock } from './contact-block.js';
import { OwnerBadge } from './owner-badge.js';
import { accountTypeLabel, weeklyPriceText } from './rental-format.js';

// Radix's dialog (~17 KB gzip with its focus and scroll locks) is fetched on the first tap, not with the list.
const RentalDetailDialog = lazy(() =>
  import('./rental-detail-dialog.js').then((m) => ({ default: m.RentalDetailDialog })),
);
const RentalEditDialog = lazy(() => import('./rental-edit-dialog.js').then((m) => ({ default: m.RentalEditDialog })));

const APPROVAL: Record<string, { label: string; tone: 'brand' | 'amber' | 'red' }> = {
  approved: { label: t('Aprovado'), tone: 'brand' },
  pending: { label: t('Pendente'), tone: 'amber' },
  rejected: { label: t('Rejeitado'), tone: 'red' },
};

export function RentalCard({ rental }: { rental: Rental }) {
  const [open, setOpen] = useState(false);
  const banner = rentalBanner(rental);
  const approval = rental.approvalStatus ? APPROVAL[rental.approvalStatus] : undefined;

  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="rental-card"
      aria-label={`${appLabel(rental.appName)} — ${weeklyPriceText(rental.weeklyPrice)}`}
    >
      {banner && (
        <div
          className="bg-red-600 py-1 text-center text-xs font-extrabold tracking-[0.3em] text-white"
          data-testid="rental-banner"
        >
          {RENTAL_BANNER_LABELS[banner]}
        </div>
      )}
      {/* Spec: rented, sold and demo listings are dimmed (grey, not faded: faded text fell below the
          4.5:1 contrast a reader needs); the owner's own actions stay clear. */}
      <div className={cn('flex flex-1 flex-col gap-3 p-4 pb-2', banner && 'bg-slate-50 grayscale')}>
        <div className="flex flex-wrap items-center gap-1.5">
          {rental.isFake && <Badge tone="slate">{t('Exemplo')}</Badge>}
          {approval && (
            <Badge tone={approval.tone} data-testid="approval-badge">
              {approval.label}
            </Badge>
          )}
          {rental.pendingEdit && (
            <Badge tone="amber" data-testid="pending-edit-badge">
              {PENDING_EDIT_LABEL}
            </Badge>
          )}
          <OwnerBadge rental={rental} />
        </div>
        <div>
          <h3 className="text-lg font-bold text-slate-900">{appLabel(rental.appName)}</h3>
          <p className="text-sm text-slate-600">
            {accountTypeLabel(rental.accountType)} ·{' '}
            <span className="inline-flex items-center gap-0.5">
              <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
              {rental.region}
            </span>
          </p>
        </div>
        <p className="text-2xl font-extrabold text-brand-800" data-testid="rental-price">
          {weeklyPriceText(rental.weeklyPrice)}
        </p>
        {rental.description && <p className="line-clamp-2 text-sm text-slate-600">{rental.description}</p>}
        <p className="text-xs text-slate-500">
          {/* Issue 33: the owner's profile (members; a visitor is sent to sign in first). */}
          {rental.ownerMemberNumber ? (
            <Link href={featurePaths.memberProfile(rental.ownerMemberNumber)} className="hover:underline">
              {memberLabel({ firstName: rental.ownerName, memberNumber: rental.ownerMemberNumber })}
            </Link>
          ) : (
            memberLabel({ firstName: rental.ownerName, memberNumber: rental.ownerMemberNumber })
          )}
        </p>
        <div className="mt-auto">
          <ContactBlock rental={rental} />
        </div>
      </div>
      <div className="space-y-2 p-4 pt-0">
        <Button variant="outline" size="sm" className="w-full" onClick={() => setOpen(true)}>
          {t('Ver detalhes')}
        </Button>
        {rental.isOwner && rental.expired && <RenewRental id={rental.id} />}
        {rental.isOwner && <OwnerActions rental={rental} />}
      </div>
      {open && (
        <Suspense fallback={null}>
          <RentalDetailDialog rental={rental} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </article>
  );
}

/** Issue 34: an expired rental is out of the public list until its owner renews it, in one tap. */
function RenewRental({ id }: { id: number }) {
  const renew = useRenewRental();
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 px-3 py-2" data-testid="rental-expired">
      <p className="text-sm text-slate-700">
        {t('Expirado: não aparece mais na lista. Renove para publicar por mais 60 dias.')}
      </p>
      <Button
        size="sm"
        className="w-full"
        disabled={renew.isPending}
        onClick={() =>
          renew.mutate(id, {
            onSuccess: (r) => toast({ title: r.message, variant: 'success' }),
            onError: (err) =>
              toast({
                title: t('Erro'),
                description: errorMessage(err, t('Tente de novo.')),
                variant: 'destructive',
              }),
          })
        }
      >
        {t('Renovar')}
      </Button>
    </div>
  );
}

/** Spec: mark rented or sold while active; reactivate when not. */
function OwnerActions({ rental }: { rental: Rental }) {
  const status = useSetRentalStatus();
  const [editing, setEditing] = useState(false);
  const edit = (
    <>
      <Button variant="outline" size="sm" className="w-full" onClick={() => setEditing(true)}>
        <Pencil className="h-4 w-4" aria-hidden="true" /> {t('Editar anúncio')}
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <RentalEditDialog rental={rental} open={editing} onOpenChange={setEditing} />
        </Suspense>
      )}
    </>
  );
  const change = async (to: RentalStatus) => {
    try {
      const saved = await status.mutateAsync({ id: rental.id, status: to });
      toast({ title: saved.message, variant: 'success' });
    } catch (err) {
      toast({
        title: t('Erro'),
        description: errorMessage(err, t('Falha ao atualizar o status.')),
        variant: 'destructive',
      });
    }
  };
  if (rental.status !== 'active') {
    return (
      <>
        {edit}
        {/* Issue 33: the owner says who rented it; the renter confirms and both review. */}
        {rental.status === 'rented' && (
          <Link
            href={featurePaths.deals({ kind: 'rental', itemId: rental.id })}
            className={buttonClass('outline', 'sm', 'w-full')}
          >
            {t('Alugado para quem?')}
          </Link>
        )}
        <Button
          variant="outline"
          size="sm"
          className="w-full"
          disabled={status.isPending}
          onClick={() => change('active')}
        >
          {t('Reativar')}
        </Button>
      </>
    );
  }
  return (
    <>
      {edit}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" disabled={status.isPending} onClick={() => change('rented')}>
          {t('Marcar como alugado')}
        </Button>
        <Button variant="outline" size="sm" disabled={status.isPending} onClick={() => change('sold')}>
          {t('Marcar como vendido')}
        </Button>
      </div>
    </>
  );
}
