import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useState } from 'react';
import { t } from '../../../contract/i18n.js';
import type { AdminReport } from '../../../contract/safety-reports.js';
import { errorMessage } from '../../lib/api.js';
import { useDeleteSafetyReport } from '../../safety-reports/api/delete-safety-report.js';
import { useAdminSafetyReports } from '../../safety-reports/api/get-admin-safety-reports.js';
import { useResetSafetyMap } from '../../safety-reports/api/reset-safety-map.js';
import { Button } from '../../ui/button.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { LoadMore } from '../../ui/load-more.js';
import { Skeleton } from '../../ui/skeleton.js';
import { toast } from '../../ui/toast.js';
import { AdminSection } from '../admin-section.js';
import { DescriptionDialog, type DescriptionTarget } from '../safety-reports/description-dialog.js';
import { ReportCard, ReportRow } from '../safety-reports/report-row.js';
import { adminErrorToast, useUnauthorizedRedirect } from '../shared/admin-errors.js';
import { ConfirmDialog } from '../shared/confirm-dialog.js';

const HEADINGS = [t('Tipo'), t('Gravidade'), t('Área'), t('Posição exata'), t('Relator'), t('Data'), t('Situação'), ''];

/** Admin tab 'Relatórios de Segurança': every report (archived too), edit a description, delete one, reset the map. */
export default function SafetyReportsTab() {
  const q = useAdminSafetyReports();
  useUnauthorizedRedirect(q.error);
  const remove = useDeleteSafetyReport();
  const reset = useResetSafetyMap();
  const [deleting, setDeleting] = useState<AdminReport | null>(null);
  const [resetting, setResetting] = useState(false);
  const [editing, setEditing] = useState<DescriptionTarget | null>(null);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('Relatório excluído'), variant: 'success' });
        setDeleting(null);
      },
      onError: (err) => adminErrorToast(err, t('Falha ao excluir o relatório')),
    });
  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: (r) => {
        toast({
          title: t('Mapa resetado'),
          description: t('{n} relatórios removidos.', { n: r.deleted }),
          variant: 'success',
        });
        setResetting(false);
      },
      onError: (err) => {
        setResetting(false);
        adminErrorToast(err, t('Falha ao resetar o mapa'));
      },
    });

  return (
    <AdminSection
      title={t('Relatórios de Segurança')}
      description={t('Relatos de incidentes do mapa de áreas perigosas, com a posição exata e quem reportou.')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {t('Relatos com mais de 30 dias são arquivados automaticamente e saem do mapa.')}
        </p>
        <Button variant="destructive" size="sm" onClick={() => setResetting(true)}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> {t('Resetar Mapa')}
        </Button>
      </div>
      {q.isPending ? (
        <Skeleton className="h-48" />
      ) : q.isError ? (
        <LoadError
          title={t('Não foi possível carregar os relatórios')}
          description={errorMessage(q.error, t('Verifique a conexão e tente novamente.'))}
          onRetry={() => void q.refetch()}
          retrying={q.isRefetching}
        />
      ) : q.reports.length === 0 ? (
        <EmptyState icon={<ShieldAlert />} title={t('Nenhum incidente reportado')} className="bg-white">
          <p>{t('Os relatos dos membros aparecem aqui.')}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-2 sm:hidden">
            {q.reports.map((r) => (
              <ReportCard key={r.id} report={r} onDelete={() => setDeleting(r)} onEdit={() => setEditing(r)} />
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  {HEADINGS.map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {q.reports.map((r) => (
                  <ReportRow key={r.id} report={r} onDelete={() => setDeleting(r)} onEdit={() => setEditing(r)} />
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore query={q} className="w-full" />
        </>
      )}
      <DescriptionDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('Excluir relatório?')}
        confirmLabel={t('Excluir')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      >
        <p>{t('O relato sai do mapa e da lista. Use para relatos falsos ou abusivos.')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={resetting}
        onOpenChange={setResetting}
        title={t('Resetar o mapa?')}
        confirmLabel={t('Resetar Mapa')}
        busy={reset.isPending}
        onConfirm={confirmReset}
      >
        <p>{t('Todos os relatórios de incidentes serão removidos permanentemente.')}</p>
      </ConfirmDialog>
    </AdminSection>
  );
}
