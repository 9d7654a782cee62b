import Handshake from 'lucide-react/icons/handshake';
import { useState } from 'react';
import { t } from '../../../contract/i18n.js';
import {
  PARTNER_STATUS_LABELS,
  PARTNER_STATUSES,
  type PartnerApplication,
  type PartnerStatus,
} from '../../../contract/partner-applications.js';
import { errorMessage } from '../../lib/api.js';
import { usePartnerApplications } from '../../partner-applications/api/get-partner-applications.js';
import { Chip } from '../../ui/chip.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { LoadMore } from '../../ui/load-more.js';
import { Skeleton } from '../../ui/skeleton.js';
import { AdminSection } from '../admin-section.js';
import { PartnerDetailDialog } from '../partner-applications/partner-detail-dialog.js';
import { PartnerList } from '../partner-applications/partner-list.js';
import { useUnauthorizedRedirect } from '../shared/admin-errors.js';
import { usePendingPartnerCount } from '../use-pending-partner-count.js';

/** Admin tab Parceiros: the requests sent from /be-partner, a detail dialog, review while pending, delete. */
export default function PartnersTab() {
  const [status, setStatus] = useState<PartnerStatus | undefined>(undefined);
  const list = usePartnerApplications(status);
  const pending = usePendingPartnerCount();
  useUnauthorizedRedirect(list.error);
  const [selected, setSelected] = useState<PartnerApplication | null>(null);

  return (
    <AdminSection title={t('Parceiros')} description={t('Solicitações de parceria enviadas pelo site.')}>
      <div
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
        role="group"
        aria-label={t('Filtrar por status')}
      >
        <Chip active={!status} onClick={() => setStatus(undefined)}>
          {t('Todas')}
        </Chip>
        {PARTNER_STATUSES.map((s) => (
          <Chip key={s} active={status === s} onClick={() => setStatus(s)}>
            {PARTNER_STATUS_LABELS[s]}
            {s === 'pending' && pending > 0 && (
              <span className="ml-1.5 rounded-full bg-red-600 px-1.5 text-xs text-white">{pending}</span>
            )}
          </Chip>
        ))}
      </div>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <LoadError
          title={t('Não foi possível carregar as solicitações')}
          description={errorMessage(list.error, t('Verifique a conexão e tente novamente.'))}
          onRetry={() => void list.refetch()}
        />
      ) : list.items.length === 0 ? (
        <EmptyState icon={<Handshake />} title={t('Nenhuma solicitação de parceria')} className="bg-white">
          <p>{t('As empresas que preencherem o formulário em /be-partner aparecem aqui.')}</p>
        </EmptyState>
      ) : (
        <div className="space-y-3">
          <PartnerList items={list.items} onOpen={setSelected} />
          <LoadMore query={list} className="w-full" />
        </div>
      )}
      <PartnerDetailDialog application={selected} onChange={setSelected} onClose={() => setSelected(null)} />
    </AdminSection>
  );
}
