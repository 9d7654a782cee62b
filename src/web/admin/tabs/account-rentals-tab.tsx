import KeyRound from 'lucide-react/icons/key-round';
import Sparkles from 'lucide-react/icons/sparkles';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { t } from '../../../contract/i18n.js';
import { type AdminRentalView, useAdminRentals, useFakeRentals } from '../../account-rentals/api/admin-rentals.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { Chip } from '../../ui/chip.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { LoadMore } from '../../ui/load-more.js';
import { Skeleton } from '../../ui/skeleton.js';
import { toast } from '../../ui/toast.js';
import { AdminCreateRental } from '../account-rentals/admin-create-rental-dialog.js';
import { AdminRentalRow } from '../account-rentals/admin-rental-row.js';
import { AdminSection } from '../admin-section.js';
import { adminErrorToast, useUnauthorizedRedirect } from '../shared/admin-errors.js';

const VIEWS: { key: AdminRentalView; label: string }[] = [
  { key: 'pending', label: t('Pendentes') },
  { key: 'all', label: t('Todas as contas') },
  { key: 'fake', label: t('Contas de exemplo') },
];

/** Spec: fake-account management, pending accounts, all accounts. */
export default function AccountRentalsTab() {
  const [view, setView] = useState<AdminRentalView>('pending');
  return (
    <AdminSection
      title={t('Aluguel de Contas')}
      description={t('Aprove contas pendentes, veja todas as contas e gerencie contas de demonstração.')}
    >
      <AdminCreateRental />
      <FakeAccounts />
      <div role="group" aria-label={t('Lista')} className="flex gap-2 overflow-x-auto">
        {VIEWS.map((v) => (
          <Chip key={v.key} active={view === v.key} onClick={() => setView(v.key)}>
            {v.label}
          </Chip>
        ))}
      </div>
      <RentalList view={view} />
    </AdminSection>
  );
}

function FakeAccounts() {
  const fakes = useFakeRentals();
  const run = async (action: 'generate' | 'remove') => {
    try {
      const res = await fakes.mutateAsync(action);
      toast({ title: res.message, variant: 'success' });
    } catch (err) {
      adminErrorToast(
        err,
        action === 'generate' ? t('Falha ao gerar contas falsas') : t('Falha ao remover contas falsas'),
      );
    }
  };
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-slate-900">{t('Contas de exemplo')}</p>
        <p className="text-sm text-slate-600">
          {t('Cinco anúncios marcados como exemplo, exibidos como alugados, sem contato e fora das estatísticas.')}
        </p>
      </div>
      <div className="grid shrink-0 grid-cols-2 gap-2">
        <Button variant="outline" disabled={fakes.isPending} onClick={() => run('generate')}>
          <Sparkles className="h-4 w-4" aria-hidden="true" /> {t('Gerar 5')}
        </Button>
        <Button variant="ghost" className="text-red-700" disabled={fakes.isPending} onClick={() => run('remove')}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('Remover')}
        </Button>
      </div>
    </Card>
  );
}

function RentalList({ view }: { view: AdminRentalView }) {
  const q = useAdminRentals(view);
  useUnauthorizedRedirect(q.error);
  if (q.isLoading) {
    return (
      <div className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  if (q.isError) {
    return (
      <LoadError
        icon={<KeyRound />}
        title={t('Não foi possível carregar as contas')}
        onRetry={() => void q.refetch()}
      />
    );
  }
  if (!q.items.length) {
    const title =
      view === 'pending'
        ? t('Nenhuma conta pendente')
        : view === 'fake'
          ? t('Nenhuma conta de exemplo')
          : t('Nenhuma conta cadastrada');
    return <EmptyState icon={<KeyRound />} title={title} className="bg-white py-12" />;
  }
  return (
    <div className="space-y-3">
      {q.items.map((r) => (
        <AdminRentalRow key={r.id} rental={r} />
      ))}
      <LoadMore query={q} className="w-full" />
    </div>
  );
}
