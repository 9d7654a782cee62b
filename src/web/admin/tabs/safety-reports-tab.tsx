import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useState } from 'react';
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

const HEADINGS = ['Tipo', 'Gravidade', 'Área', 'Posição exata', 'Relator', 'Data', 'Situação', ''];

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
        toast({ title: 'Relatório excluído', variant: 'success' });
        setDeleting(null);
      },
      onError: (err) => adminErrorToast(err, 'Falha ao excluir o relatório'),
    });
  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: (r) => {
        toast({ title: 'Mapa resetado', description: `${r.deleted} relatórios removidos.`, variant: 'success' });
        setResetting(false);
      },
      onError: (err) => {
        setResetting(false);
        adminErrorToast(err, 'Falha ao resetar o mapa');
      },
    });

  return (
    <AdminSection
      title="Relatórios de Segurança"
      description="Relatos de incidentes do mapa de áreas perigosas, com a posição exata e quem reportou."
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          Relatos com mais de 30 dias são arquivados automaticamente e saem do mapa.
        </p>
        <Button variant="destructive" size="sm" onClick={() => setResetting(true)}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> Resetar Mapa
        </Button>
      </div>
      {q.isPending ? (
        <Skeleton className="h-48" />
      ) : q.isError ? (
        <LoadError
          title="Não foi possível carregar os relatórios"
          description={errorMessage(q.error, 'Verifique a conexão e tente novamente.')}
          onRetry={() => void q.refetch()}
          retrying={q.isRefetching}
        />
      ) : q.reports.length === 0 ? (
        <EmptyState icon={<ShieldAlert />} title="Nenhum incidente reportado" className="bg-white">
          <p>Os relatos dos membros aparecem aqui.</p>
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
        title="Excluir relatório?"
        confirmLabel="Excluir"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      >
        <p>O relato sai do mapa e da lista. Use para relatos falsos ou abusivos.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={resetting}
        onOpenChange={setResetting}
        title="Resetar o mapa?"
        confirmLabel="Resetar Mapa"
        busy={reset.isPending}
        onConfirm={confirmReset}
      >
        <p>Todos os relatórios de incidentes serão removidos permanentemente.</p>
      </ConfirmDialog>
    </AdminSection>
  );
}
