import { useEffect, useState } from 'react';
import { t } from '../../../contract/i18n.js';
import { useMemberSearch } from '../../admin-users/api/search-members.js';
import { errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { Badge } from '../../ui/badge.js';
import { SearchInput } from '../../ui/search-input.js';

/**
 * Picks an active member: type a member number (CL…), a name or an email (from 2 characters, debounced),
 * then choose one of the matches. Inactive members are listed but cannot be picked.
 */
export function MemberPicker({
  id,
  picked,
  onPick,
  autoFocus,
  invalid,
  resetKey,
}: {
  /** The search box's id, for a <label htmlFor>; without it the box is labelled 'Buscar membro'. */
  id?: string;
  picked: number | null;
  onPick: (id: number | null) => void;
  autoFocus?: boolean;
  invalid?: boolean;
  /** A new value empties the search (a new dialog, a reset form). */
  resetKey?: unknown;
}) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const search = useMemberSearch(q);

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: empty the search when the caller resets
  useEffect(() => {
    setText('');
    setQ('');
  }, [resetKey]);

  const users = search.data?.items ?? [];
  return (
    <div className="space-y-2">
      <SearchInput
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onPick(null);
        }}
        placeholder={t('Número de membro (CL...), nome ou email')}
        id={id}
        aria-label={id ? undefined : t('Buscar membro')}
        aria-invalid={invalid || undefined}
        autoFocus={autoFocus}
      />
      {q.length < 2 ? (
        <p className="text-sm text-slate-500">{t('Digite ao menos 2 caracteres.')}</p>
      ) : search.isLoading ? (
        <p className="text-sm text-slate-500">{t('Buscando...')}</p>
      ) : search.isError ? (
        <p className="text-sm text-red-600">{errorMessage(search.error, t('Não foi possível buscar membros.'))}</p>
      ) : !users.length ? (
        <p className="text-sm text-slate-500">{t('Nenhum membro encontrado.')}</p>
      ) : (
        <div className="max-h-64 space-y-1 overflow-y-auto" role="radiogroup" aria-label={t('Membros encontrados')}>
          {users.map((u) => (
            <button
              key={u.id}
              type="button"
              role="radio"
              aria-checked={picked === u.id}
              disabled={!u.isActive}
              onClick={() => onPick(u.id)}
              className={cn(
                'flex w-full items-center justify-between gap-2 rounded-lg border px-3 py-2 text-left text-sm disabled:cursor-not-allowed disabled:opacity-50',
                picked === u.id ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
              )}
            >
              <span className="min-w-0">
                <span className="block truncate font-semibold text-slate-900">
                  {u.displayName || `${u.firstName} ${u.lastName}`}
                </span>
                <span className="block truncate text-xs text-slate-500">{u.email}</span>
              </span>
              <span className="flex shrink-0 items-center gap-1">
                {!u.isActive && <Badge tone="slate">{t('Inativo')}</Badge>}
                <Badge tone="navy">{u.memberNumber}</Badge>
              </span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
