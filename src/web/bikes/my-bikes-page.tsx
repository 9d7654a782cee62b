import Bike from 'lucide-react/icons/bike';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { t } from '../../contract/i18n.js';
import { FEATURE_PAGE_TITLES } from '../../contract/page-titles.js';
import { useUser } from '../lib/auth.js';
import { featurePaths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { AuthPrompt } from '../ui/auth-prompt.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { PageHeader } from '../ui/page-header.js';
import { Spinner } from '../ui/spinner.js';
import { useMyBikes } from './api/bikes.js';
import { MyBikeCard } from './my-bike-card.js';
import { RegisterBikeForm } from './register-bike-form.js';

/** /minhas-bicicletas: the member's private register of bikes (issue 32). */
export default function MyBikesPage() {
  useDocumentTitle(FEATURE_PAGE_TITLES.myBikes);
  const { isAuthenticated, hasMemberAccess } = useUser();
  const [adding, setAdding] = useState(false);
  const highlight = Number(new URLSearchParams(useSearch()).get('bicicleta'));
  const bikes = useMyBikes();
  const header = (
    <PageHeader
      title={t('Minhas Bicicletas')}
      subtitle={t('Registre suas bicicletas: se uma for roubada, você avisa a comunidade em um toque')}
    />
  );
  if (!isAuthenticated)
    return (
      <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        {header}
        <AuthPrompt title={t('Login Necessário')} text={t('Entre na sua conta para registrar suas bicicletas.')} />
      </div>
    );
  const items = bikes.data?.items ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      {header}
      <p className="text-sm text-slate-600">
        {t('Só você e os administradores veem suas bicicletas. Veja também as')}{' '}
        <Link href={featurePaths.stolenBikes()} className="font-semibold text-brand-700 hover:underline">
          {t('bicicletas roubadas')}
        </Link>{' '}
        {t('ou')}{' '}
        <Link href={featurePaths.verifyBike()} className="font-semibold text-brand-700 hover:underline">
          {t('verifique um número de série')}
        </Link>
        .
      </p>
      {adding ? (
        <RegisterBikeForm canUpload={hasMemberAccess} onDone={() => setAdding(false)} />
      ) : (
        <Button onClick={() => setAdding(true)} className="w-full sm:w-auto">
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('Registrar bicicleta')}
        </Button>
      )}
      {bikes.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : bikes.isError ? (
        <LoadError title={t('Não foi possível carregar suas bicicletas')} onRetry={() => void bikes.refetch()} />
      ) : items.length === 0 ? (
        !adding && <EmptyState icon={<Bike />} title={t('Nenhuma bicicleta registrada')} />
      ) : (
        <div className="space-y-4">
          {items.map((b) => (
            <MyBikeCard key={b.id} bike={b} highlight={b.id === highlight} />
          ))}
        </div>
      )}
    </div>
  );
}
