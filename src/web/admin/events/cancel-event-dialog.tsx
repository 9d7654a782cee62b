import { type FormEvent, useState } from 'react';
import type { EventView } from '../../../contract/events.js';
import { t } from '../../../contract/i18n.js';
import { useCancelEvent } from '../../events/api/save-event.js';
import { errorMessage } from '../../lib/api.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { Field } from '../../ui/input.js';
import { Textarea } from '../../ui/textarea.js';
import { toast } from '../../ui/toast.js';

/** Issue 34: 'Cancelar evento' asks why; participants and the waitlist are told, with the reason. */
export function CancelEventDialog({ event, onClose }: { event: EventView | null; onClose: () => void }) {
  const cancel = useCancelEvent();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!event) return;
    if (reason.trim().length < 3) return setError(t('Informe o motivo do cancelamento.'));
    cancel.mutate(
      { id: event.id, reason: reason.trim() },
      {
        onSuccess: (r) => {
          toast({ title: t('Evento cancelado'), description: r.message, variant: 'success' });
          close();
        },
        onError: (err) => setError(errorMessage(err, t('Não foi possível cancelar o evento.'))),
      },
    );
  };
  return (
    <Dialog
      open={!!event}
      onOpenChange={(o) => !o && close()}
      title={t('Cancelar evento — {title}', { title: event?.title ?? '' })}
      description={t(
        'O evento continua na lista, marcado como cancelado. Participantes e lista de espera recebem o motivo.',
      )}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field id="cancel-reason" label={t('Motivo do cancelamento')} error={error}>
          <Textarea
            id="cancel-reason"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
            aria-invalid={!!error}
            aria-describedby={error ? 'cancel-reason-error' : undefined}
            placeholder={t('Ex.: previsão de tempestade; remarcaremos em breve.')}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={close}>
            {t('Voltar')}
          </Button>
          <Button type="submit" variant="destructive" disabled={cancel.isPending}>
            {t('Cancelar evento')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
