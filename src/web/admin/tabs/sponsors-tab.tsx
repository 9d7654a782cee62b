import Megaphone from 'lucide-react/icons/megaphone';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { t } from '../../../contract/i18n.js';
import { type Sponsor, sponsorMessages } from '../../../contract/sponsors.js';
import { errorMessage } from '../../lib/api.js';
import { useAdminSponsors } from '../../sponsors/api/get-admin-sponsors.js';
import { useDeleteSponsor } from '../../sponsors/api/save-sponsor.js';
import { Button } from '../../ui/button.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { Skeleton } from '../../ui/skeleton.js';
import { toast } from '../../ui/toast.js';
import { AdminSection } from '../admin-section.js';
import { adminErrorToast, useUnauthorizedRedirect } from '../shared/admin-errors.js';
import { ConfirmDialog } from '../shared/confirm-dialog.js';
import { SponsorFormDialog } from '../sponsors/sponsor-form-dialog.js';
import { SponsorRow } from '../sponsors/sponsor-row.js';

/** Admin tab Patrocinadores: every sponsor, create and edit dialogs, active/featured switches, order, delete. */
export default function SponsorsTab() {
  const q = useAdminSponsors();
  useUnauthorizedRedirect(q.error);
  const remove = useDeleteSponsor();
  const [editing, setEditing] = useState<Sponsor | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Sponsor | null>(null);
  const sponsors = q.data ?? [];
  const bannerId = sponsors.find((s) => s.isActive && s.isFeatured)?.id;

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: sponsorMessages.deleted, description: deleting.name, variant: 'success' });
        setDeleting(null);
      },
      onError: (err) => adminErrorToast(err, sponsorMessages.deleteFailed),
    });

  return (
    <AdminSection
      title={t('Patrocinadores')}
      description={t('Patrocinador em destaque e logos exibidos na página inicial, na ordem de exibição.')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {q.data &&
            t('{total} patrocinadores · {active} ativos no site', {
              total: sponsors.length,
              active: sponsors.filter((s) => s.isActive).length,
            })}
        </p>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('Novo patrocinador')}
        </Button>
      </div>
      {q.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : q.isError ? (
        <LoadError
          title={t('Não foi possível carregar os patrocinadores')}
          description={errorMessage(q.error, t('Verifique a conexão e tente novamente.'))}
          onRetry={() => void q.refetch()}
        />
      ) : sponsors.length === 0 ? (
        <EmptyState icon={<Megaphone />} title={t('Nenhum patrocinador cadastrado')} className="bg-white">
          <p>{t('Cadastre o primeiro: ele aparece na página inicial assim que estiver ativo.')}</p>
        </EmptyState>
      ) : (
        <div className="space-y-2">
          {sponsors.map((s) => (
            <SponsorRow
              key={s.id}
              sponsor={s}
              isBanner={s.id === bannerId}
              onEdit={() => setEditing(s)}
              onDelete={() => setDeleting(s)}
            />
          ))}
        </div>
      )}
      <SponsorFormDialog
        open={editing !== null}
        sponsor={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('Excluir patrocinador?')}
        confirmLabel={t('Excluir')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      >
        <p>
          <strong>{deleting?.name}</strong>{' '}
          {t('e as imagens dele saem do site. Esta ação não pode ser desfeita; para apenas esconder, desative-o.')}
        </p>
      </ConfirmDialog>
    </AdminSection>
  );
}
