import { useEffect, useState } from 'react';
import { t } from '../../../contract/i18n.js';
import { SAFETY, safetyMessages } from '../../../contract/safety-reports-labels.js';
import { useModerateSafetyReportDescription } from '../../safety-reports/api/moderate-safety-report-description.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { Textarea } from '../../ui/textarea.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';
import { ConfirmDialog } from '../shared/confirm-dialog.js';

export interface DescriptionTarget {
  id: number;
  description: string;
}

/**
 * Issue 31: moderation edits a safety report's description (a description of a person taken out) or
 * removes it; either is confirmed first, and the server audits it (without the removed words).
 */
export function DescriptionDialog({ target, onClose }: { target: DescriptionTarget | null; onClose: () => void }) {
  const save = useModerateSafetyReportDescription();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<string | null>(null); // the description to confirm ('' removes it)
  useEffect(() => {
    setText(target?.description ?? '');
    setAsked(null);
  }, [target]);

  const confirm = () =>
    target &&
    asked !== null &&
    save.mutate(
      { id: target.id, description: asked },
      {
        onSuccess: (r) => {
          toast({ title: asked ? r.message : safetyMessages.descriptionRemoved, variant: 'success' });
          onClose();
        },
        onError: (err) => {
          setAsked(null);
          adminErrorToast(err, t('Falha ao salvar a descrição'));
        },
      },
    );

  return (
    <>
      <Dialog open={!!target && asked === null} onOpenChange={(o) => !o && onClose()} title={t('Editar descrição')}>
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            {t(
              'O mapa é para lugares e horários, não para pessoas: retire descrições de suspeitos. Sem descrição, o relato mostra “{removed}”',
              { removed: safetyMessages.descriptionRemoved },
            )}
          </p>
          <label htmlFor="moderate-description" className="block font-medium text-slate-900">
            {t('Descrição do relato')}
          </label>
          <Textarea
            id="moderate-description"
            rows={4}
            maxLength={SAFETY.descriptionMax}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('Cancelar')}
          </Button>
          <Button variant="destructive" onClick={() => setAsked('')}>
            {t('Remover descrição')}
          </Button>
          <Button onClick={() => setAsked(text.trim())} disabled={!text.trim() || text.trim() === target?.description}>
            {t('Salvar descrição')}
          </Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={!!target && asked !== null}
        onOpenChange={(o) => !o && setAsked(null)}
        title={asked ? t('Salvar a nova descrição?') : t('Remover a descrição?')}
        confirmLabel={asked ? t('Salvar descrição') : t('Remover descrição')}
        destructive={!asked}
        busy={save.isPending}
        onConfirm={confirm}
      >
        <p>
          {asked
            ? t('Os membros passam a ver o novo texto no mapa.')
            : t('Os membros passam a ver “{removed}” no lugar do texto.', {
                removed: safetyMessages.descriptionRemoved,
              })}
        </p>
        <p>{t('A mudança fica registrada no log de auditoria, sem o texto retirado.')}</p>
      </ConfirmDialog>
    </>
  );
}
