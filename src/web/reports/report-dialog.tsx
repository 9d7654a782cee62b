import { useState } from 'react';
import { t } from '../../contract/i18n.js';
import {
  reportMessages as msg,
  REPORT_DETAILS_MAX,
  REPORT_KIND_LABELS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportKind,
  type ReportReason,
} from '../../contract/reports-labels.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { Textarea } from '../ui/textarea.js';
import { toast } from '../ui/toast.js';
import { useCreateReport } from './api/create-report.js';

/** The report form: a reason, an optional text, then a toast that says what happens next. */
export default function ReportDialog({
  open,
  onOpenChange,
  kind,
  targetId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: ReportKind;
  targetId: number;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReport();

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!reason) return setError(msg.reasonRequired);
    setError(null);
    create.mutate(
      { kind, targetId, reason, details: details.trim() || undefined },
      {
        onSuccess: (r) => {
          toast({ title: msg.sentTitle, description: r.message, variant: 'success' });
          onOpenChange(false);
          setReason(null);
          setDetails('');
        },
        onError: (err) => setError(errorMessage(err, t('Não foi possível enviar a denúncia. Tente novamente.'))),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('Denunciar {what}', { what: REPORT_KIND_LABELS[kind].toLowerCase() })}
      description={t('Nossa equipe analisa cada denúncia. Quem você denunciou não fica sabendo quem denunciou.')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('Motivo')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {REPORT_REASONS.map((r) => (
              <label
                key={r}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="h-4 w-4 accent-brand-700"
                />
                {REPORT_REASON_LABELS[r]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="report-details" className="mb-1 block text-sm font-semibold text-slate-900">
            {t('Detalhes (opcional)')}
          </label>
          <Textarea
            id="report-details"
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            placeholder={t('Conte o que aconteceu')}
          />
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('Cancelar')}
          </Button>
          <Button type="submit" variant="destructive" disabled={create.isPending}>
            {create.isPending ? t('Enviando...') : t('Enviar denúncia')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
