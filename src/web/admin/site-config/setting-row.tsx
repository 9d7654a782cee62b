import Check from 'lucide-react/icons/check';
import Lock from 'lucide-react/icons/lock';
import { Switch } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { t } from '../../../contract/i18n.js';
import type { AdminSiteConfigEntry } from '../../../contract/site-config.js';
import { settingProblem, siteConfigMessages, siteSetting } from '../../../contract/site-settings.js';
import { formatDateTime } from '../../lib/dates.js';
import { useUpdateSiteConfig } from '../../site-config/api/update-site-config.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';
import { SettingControl } from './setting-control.js';

const MAX = 2000;

/** The same check the server runs (trimmed value, then the setting's schema), so a bad value never leaves the page. */
function validate(key: string, raw: string): string | null {
  const value = raw.trim();
  if (value.length > MAX) return siteConfigMessages.valueMax;
  return settingProblem(key, value);
}

/** One setting: its pt-BR name and help, and the control that edits it (a switch saves at once; the others with 'Salvar'). */
export function SettingRow({ entry }: { entry: AdminSiteConfigEntry }) {
  const id = useId();
  const setting = siteSetting(entry.key);
  const label = setting?.label ?? entry.key;
  const help = setting?.help ?? entry.description;
  const update = useUpdateSiteConfig();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? entry.value;
  const dirty = draft !== null && draft.trim() !== entry.value;

  const save = (next: string, onSaved?: () => void) =>
    update.mutate(
      { key: entry.key, value: next },
      {
        onSuccess: () => {
          toast({ title: siteConfigMessages.updated, description: label, variant: 'success' });
          onSaved?.();
        },
        onError: (err) => adminErrorToast(err, siteConfigMessages.updateFailed),
      },
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft === null) return;
    const problem = validate(entry.key, draft);
    if (problem) return setError(problem);
    if (!dirty) return setDraft(null);
    save(draft.trim(), () => setDraft(null));
  };

  const heading = (
    <div className="min-w-0">
      <p id={`${id}-label`} className="font-semibold text-slate-900">
        {label}
      </p>
      {help && (
        <p id={`${id}-help`} className="text-sm text-slate-600">
          {help}
        </p>
      )}
    </div>
  );
  const updated = (
    <p className="mt-1 text-xs text-slate-500">
      {t('Atualizado em {date}', { date: formatDateTime(entry.updatedAt) })}
    </p>
  );

  if (!entry.isEditable)
    return (
      <div className="py-4" data-testid="site-config-row">
        <div className="flex flex-wrap items-start justify-between gap-2">
          {heading}
          <Badge tone="slate" className="gap-1">
            <Lock className="h-3 w-3" aria-hidden="true" /> {t('Somente leitura')}
          </Badge>
        </div>
        <p className="mt-2 font-mono text-sm wrap-anywhere text-slate-800" data-testid="site-config-value">
          {entry.value || <span className="text-slate-600">{t('(vazio)')}</span>}
        </p>
      </div>
    );

  if (setting?.control === 'switch') {
    const checked = (update.isPending ? update.variables?.value : entry.value) === 'true';
    return (
      <div className="flex items-start justify-between gap-4 py-4" data-testid="site-config-row">
        <div className="min-w-0">
          {heading}
          {updated}
        </div>
        <Switch.Root
          id={id}
          checked={checked}
          aria-labelledby={`${id}-label`}
          aria-describedby={help ? `${id}-help` : undefined}
          disabled={update.isPending}
          onCheckedChange={(on) => save(on ? 'true' : 'false')}
          className="relative mt-1 h-7 w-12 shrink-0 rounded-full bg-slate-300 transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60 data-[state=checked]:bg-brand-700"
        >
          <Switch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} noValidate className="py-4" data-testid="site-config-row">
      <div className="grid gap-2 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] md:gap-6">
        <div>
          {heading}
          {updated}
        </div>
        <div className="space-y-2">
          <SettingControl
            setting={setting}
            id={id}
            labelledBy={`${id}-label`}
            describedBy={[help && `${id}-help`, error && errorId].filter(Boolean).join(' ')}
            invalid={!!error}
            value={value}
            disabled={update.isPending}
            onChange={(next) => {
              setDraft(next);
              setError(null);
            }}
          />
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          {dirty && (
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={update.isPending}>
                <Check className="h-4 w-4" aria-hidden="true" /> {update.isPending ? t('Salvando...') : t('Salvar')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={update.isPending}
                onClick={() => {
                  setDraft(null);
                  setError(null);
                }}
              >
                {t('Cancelar')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </form>
  );
}
