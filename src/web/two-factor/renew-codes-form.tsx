import { type FormEvent, useState } from 'react';
import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Field, Input } from '../ui/input.js';
import { toast } from '../ui/toast.js';
import { useRegenerateCodes } from './api/two-factor.js';

/** 'Gerar novos códigos': a current code from the app; ten new codes, shown once; the old ones stop working. */
export function RenewCodesForm({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const renew = useRegenerateCodes();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = await renew.mutateAsync(code.trim());
      toast({ title: r.message, variant: 'success' });
      onCodes(r.recoveryCodes);
    } catch (err) {
      setError(errorMessage(err, t('Não foi possível gerar novos códigos.')));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 p-3">
      <p className="text-slate-700">{t('Os códigos de recuperação antigos deixam de funcionar.')}</p>
      <Field id="two-factor-renew-code" label={t('Código do app autenticador')} error={error}>
        <Input
          id="two-factor-renew-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </Field>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={renew.isPending || code.trim().length < 6}>
          {t('Gerar novos códigos')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('Cancelar')}
        </Button>
      </div>
    </form>
  );
}
