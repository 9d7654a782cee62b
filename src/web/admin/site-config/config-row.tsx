import Check from 'lucide-react/icons/check';
import Lock from 'lucide-react/icons/lock';
import Pencil from 'lucide-react/icons/pencil';
import X from 'lucide-react/icons/x';
import { type FormEvent, useId, useState } from 'react';
import {
  type AdminSiteConfigEntry,
  SITE_CONFIG_VALIDATORS,
  siteConfigMessages,
} from '../../../contract/site-config.js';
import { formatDateTime } from '../../lib/dates.js';
import { useUpdateSiteConfig } from '../../site-config/api/update-site-config.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { Input } from '../../ui/input.js';
import { Textarea } from '../../ui/textarea.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';

const BOOLEAN_KEYS = new Set(['launch_promotion_active']);
const LONG_KEYS = new Set(['site_description']);
const MAX = 2000;

/** The same check the server runs (trimmed value, then the key's format), so a bad value never leaves the page. */
function validate(key: string, raw: string): string | null {
  const value = raw.trim();
  if (value.length > MAX) return siteConfigMessages.valueMax;
  return SITE_CONFIG_VALIDATORS[key]?.(value) ?? null;
}

const field =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-500';

/** One setting: key, description, value; inline edit when isEditable. */
export function ConfigRow({ entry }: { entry: AdminSiteConfigEntry }) {
  const id = useId();
  const update = useUpdateSiteConfig();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editing = draft !== null;

  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (draft === null) return;
    const problem = validate(entry.key, draft);
    if (problem) return setError(problem);
    const value = draft.trim();
    if (value === entry.value) return cancel();
    update.mutate(
      { key: entry.key, value },
      {
        onSuccess: () => {
          toast({ title: siteConfigMessages.updated, description: entry.key, variant: 'success' });
          cancel();
        },
        onError: (err) => adminErrorToast(err, siteConfigMessages.updateFailed),
      },
    );
  };

  const a11y = { id, 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-error` : undefined };
  return (
    <Card className="p-4" data-testid="site-config-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <label
            htmlFor={editing ? id : undefined}
            className="font-mono text-sm font-semibold break-all text-slate-900"
          >
            {entry.key}
          </label>
          {entry.description && <p className="text-sm text-slate-600">{entry.description}</p>}
        </div>
        {!entry.isEditable ? (
          <Badge tone="slate" className="gap-1">
            <Lock className="h-3 w-3" aria-hidden="true" /> Somente leitura
          </Badge>
        ) : (
          !editing && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDraft(entry.value)}
              aria-label={`Editar ${entry.key}`}
            >
              <Pencil className="h-4 w-4" aria-hidden="true" /> Editar
            </Button>
          )
        )}
      </div>
      {editing ? (
        <form onSubmit={save} noValidate className="mt-3 space-y-2">
          {BOOLEAN_KEYS.has(entry.key) ? (
            <select {...a11y} value={draft} onChange={(e) => setDraft(e.target.value)} className={`${field} h-11`}>
              <option value="true">true (ativa)</option>
              <option value="false">false (desativada)</option>
            </select>
          ) : LONG_KEYS.has(entry.key) ? (
            <Textarea {...a11y} rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} />
          ) : (
            <Input {...a11y} value={draft} onChange={(e) => setDraft(e.target.value)} />
          )}
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              <Check className="h-4 w-4" aria-hidden="true" /> {update.isPending ? 'Salvando...' : 'Salvar'}
            </Button>
            <Button size="sm" variant="outline" onClick={cancel} disabled={update.isPending}>
              <X className="h-4 w-4" aria-hidden="true" /> Cancelar
            </Button>
          </div>
        </form>
      ) : (
        <p
          className="mt-2 rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm wrap-anywhere whitespace-pre-wrap text-slate-800"
          data-testid="site-config-value"
        >
          {entry.value || <span className="text-slate-600">(vazio)</span>}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-500">Atualizado em {formatDateTime(entry.updatedAt)}</p>
    </Card>
  );
}
