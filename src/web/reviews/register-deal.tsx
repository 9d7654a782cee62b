import { useState } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../contract/i18n.js';
import type { DealKind } from '../../contract/reviews.js';
import { errorMessage } from '../lib/api.js';
import { featurePaths } from '../lib/paths.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { toast } from '../ui/toast.js';
import { useCandidates, useProposeDeal } from './api/deals.js';

/**
 * 'Para quem você vendeu?' (or alugou): the owner picks one of the members who messaged about the
 * listing or revealed the rental's contact; that member then confirms (issue 33).
 */
export function RegisterDeal({ kind, itemId }: { kind: DealKind; itemId: number }) {
  const q = useCandidates(kind, itemId);
  const propose = useProposeDeal();
  const [chosen, setChosen] = useState<number | null>(null);
  const [, navigate] = useLocation();
  return (
    <Card className="mb-6 space-y-3 p-4" data-testid="register-deal">
      <h2 className="text-lg font-bold text-slate-900">
        {kind === 'listing' ? t('Para quem você vendeu?') : t('Para quem você alugou?')}
      </h2>
      {q.isPending ? (
        <p className="text-sm text-slate-600">{t('Carregando...')}</p>
      ) : q.isError ? (
        <p className="text-sm text-red-700">{errorMessage(q.error, t('Não foi possível carregar os membros.'))}</p>
      ) : q.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">
          {kind === 'listing'
            ? t('Ninguém conversou com você sobre este anúncio pelas mensagens do site.')
            : t('Ninguém viu o contato deste aluguel ainda.')}
        </p>
      ) : (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen === null) return;
            propose.mutate(
              { kind, itemId, counterpartId: chosen },
              {
                onSuccess: (r) => {
                  toast({ title: t('Negociação registrada'), description: r.message });
                  navigate(featurePaths.deals());
                },
                onError: (err) =>
                  toast({
                    title: t('Erro'),
                    description: errorMessage(err, t('Erro ao registrar.')),
                    variant: 'destructive',
                  }),
              },
            );
          }}
        >
          <fieldset className="space-y-2">
            <legend className="text-sm text-slate-600">
              {kind === 'listing'
                ? t('Membros que mandaram mensagem sobre este anúncio:')
                : t('Membros que viram o contato deste aluguel:')}
            </legend>
            {q.data.items.map((m) => (
              <label
                key={m.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="counterpart"
                  value={String(m.id)}
                  checked={chosen === m.id}
                  onChange={() => setChosen(m.id)}
                  className="h-4 w-4 accent-brand-700"
                />
                <span className="font-semibold text-slate-900">{m.firstName}</span>
                <span className="text-sm text-slate-500">{m.memberNumber}</span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={chosen === null || propose.isPending}>
            {t('Registrar negociação')}
          </Button>
        </form>
      )}
    </Card>
  );
}
