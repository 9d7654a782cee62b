import { useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import type { CreateSavedSearch } from '../../contract/saved-searches.js';
import { errorMessage } from '../lib/api.js';
import { featurePaths } from '../lib/paths.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { Field, Input } from '../ui/input.js';
import { toast } from '../ui/toast.js';
import { useCreateSavedSearch } from './api/saved-searches.js';

/** The name of the search, then saved: a toast says new listings will be notified. */
export default function SaveSearchDialog({
  open,
  onOpenChange,
  kind,
  filters,
  suggestedName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: CreateSavedSearch['kind'];
  filters: CreateSavedSearch['filters'];
  suggestedName: string;
}) {
  const [name, setName] = useState(suggestedName.slice(0, 60));
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSavedSearch();

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    create.mutate(
      { name, kind, filters },
      {
        onSuccess: (r) => {
          toast({ title: t('Busca salva'), description: r.message, variant: 'success' });
          onOpenChange(false);
        },
        onError: (err) => setError(errorMessage(err, t('Não foi possível salvar a busca. Tente novamente.'))),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('Salvar busca')}
      description={t(
        'Avisamos você quando um anúncio novo combinar com estes filtros (no máximo um aviso por hora por busca).',
      )}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field id="saved-search-name" label={t('Nome da busca')} error={error ?? undefined}>
          <Input
            id="saved-search-name"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'saved-search-name-error' : undefined}
          />
        </Field>
        <p className="text-sm text-slate-600">
          {t('Veja e gerencie suas buscas em')}{' '}
          <Link href={featurePaths.savedSearches()} className="font-medium text-brand-700 hover:underline">
            {t('Buscas salvas')}
          </Link>
          .
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('Cancelar')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('Salvando...') : t('Salvar busca')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
