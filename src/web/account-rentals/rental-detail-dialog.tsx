import type { Rental } from '../../contract/account-rentals.js';
import { appLabel } from '../../contract/account-rentals-labels.js';
import { t } from '../../contract/i18n.js';
import { memberLabel } from '../../contract/member-name.js';
import { FavouriteButton } from '../favourites/favourite-button.js';
import { formatDate } from '../lib/dates.js';
import { ReportButton } from '../reports/report-button.js';
import { Dialog } from '../ui/dialog.js';
import { ContactBlock } from './contact-block.js';
import { accountTypeLabel, weeklyPriceText } from './rental-format.js';

export function RentalDetailDialog({
  rental,
  open,
  onOpenChange,
}: {
  rental: Rental;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const rows: [string, string | null][] = [
    [t('Aplicativo'), appLabel(rental.appName)],
    [t('Tipo de conta'), accountTypeLabel(rental.accountType)],
    [t('Região'), rental.region],
    [t('Preço'), weeklyPriceText(rental.weeklyPrice)],
    [t('Regras'), rental.rules],
    [t('Condições'), rental.conditions],
    [t('Descrição'), rental.description],
    [
      t('Anunciante'),
      memberLabel({
        firstName: rental.ownerName,
        lastName: rental.ownerLastName,
        memberNumber: rental.ownerMemberNumber,
      }),
    ],
    [t('Publicado em'), formatDate(rental.createdAt)],
  ];
  // The owner (and admins) see where their listing stands: a notification opens a pending or rejected one too.
  if (rental.approvalStatus && rental.approvalStatus !== 'approved')
    rows.unshift([t('Situação'), rental.approvalStatus === 'pending' ? t('Aguardando aprovação') : t('Não aprovado')]);
  if (rental.instagramLink) rows.push([t('Instagram'), rental.instagramLink]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${appLabel(rental.appName)} — ${accountTypeLabel(rental.accountType)}`}
      description={weeklyPriceText(rental.weeklyPrice)}
    >
      <dl className="space-y-2 text-sm">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="grid grid-cols-3 gap-2">
              <dt className="font-medium text-slate-500">{k}</dt>
              <dd className="col-span-2 whitespace-pre-line break-words text-slate-900">{v}</dd>
            </div>
          ))}
      </dl>
      <div className="mt-4 flex items-center gap-2">
        {/* Issue 34: the heart (the owner sees how many saved it). */}
        <FavouriteButton
          kind="rental"
          id={rental.id}
          ownerId={rental.ownerId}
          available={(rental.approvalStatus ?? 'approved') === 'approved' && rental.status === 'active'}
        />
      </div>
      <div className="mt-4">
        <ContactBlock rental={rental} />
      </div>
      {!rental.isFake && (
        <div className="mt-3 -ml-3 flex flex-wrap border-t border-slate-100 pt-2">
          <ReportButton kind="rental" targetId={rental.id} ownerId={rental.ownerId} label={t('Denunciar aluguel')} />
          {rental.ownerId && <ReportButton kind="member" targetId={rental.ownerId} label={t('Denunciar anunciante')} />}
        </div>
      )}
    </Dialog>
  );
}
