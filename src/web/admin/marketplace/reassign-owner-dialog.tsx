import { useEffect, useState } from 'react';
import type { MarketplaceItem } from '../../../contract/marketplace.js';
import { useMemberSearch } from '../../admin-users/api/search-members.js';
import { errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { useReassignOwner } from '../../marketplace/api/reassign-owner.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { SearchInput } from '../../ui/search-input.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';

/** Gives an orphan listing to an active member: type a member number (CL…), a name or an email, pick. */
export function ReassignOwnerDialog({ item, onClose }: { item: MarketplaceItem | null; onClose: () => void }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const search = useMemberSearch(q);
  const reassign = useReassignOwner();

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);

  // A fresh dialog for every item.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the item changes
  useEffect(() => {
    setText('');
    setQ('');
    setPicked(null);
  }, [item?.id]);

  const users = search.data?.items ?? [];
  const submit = () => {
    if (!item || picked === null) return;
    reassign.mutate(
      { id: item.id, sellerId: picked },
      {
        onSuccess: (res) => {
          toast({ title: res.message, variant: 'success' });
          onClose();
        },
        onError: (err) => adminErrorToast(err, 'Erro na reassignação'),
      },
    );
  };

  return (
    <Dialog
      open={!!item}
      onOpenChange={(o) => !o && onClose()}
      title="Reatribuir dono do anúncio"
      description={item ? `"${item.title}" está sem dono. Escolha um membro ativo para assumir o anúncio.` : undefined}
    >
      <div className="space-y-3">
        <SearchInput
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPicked(null);
          }}
          placeholder="Número de membro (CL...), nome ou email"
          aria-label="Buscar membro"
          autoFocus
        />
        {q.length < 2 ? (
          <p className="text-sm text-slate-500">Digite ao menos 2 caracteres.</p>
        ) : search.isLoading ? (
          <p className="text-sm text-slate-500">Buscando...</p>
        ) : search.isError ? (
          <p className="text-sm text-red-600">{errorMessage(search.error, 'Não foi possível buscar membros.')}</p>
        ) : !users.length ? (
          <p className="text-sm text-slate-500">Nenhum membro encontrado.</p>
        ) : (
          <div className="max-h-64 space-y-1 overflow-y-auto" role="radiogroup" aria-label="Membros encontrados">
            {users.map((u) => (
                <button
                  key={u.id}
                  type="button"
                  role="radio"
                  aria-checked={picked === u.id}
                  disabled={!u.isActive}
                  onClick={() => setPicked(u.id)}
                  className={cn(
                    'flex w-full items-center justify-between gap-2 rounded-lg border px-3 py-2 text-left text-sm disabled:cursor-not-allowed disabled:opacity-50',
                    picked === u.id ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-slate-900">{u.displayName || `${u.firstName} ${u.lastName}`}</span>
                    <span className="block truncate text-xs text-slate-500">{u.email}</span>
                  </span>
                  <span className="flex shrink-0 items-center gap-1">
                    {!u.isActive && <Badge tone="slate">Inativo</Badge>}
                    <Badge tone="navy">{u.memberNumber}</Badge>
                  </span>
                </button>
            ))}
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button disabled={picked === null || reassign.isPending} onClick={submit}>
            {reassign.isPending ? 'Reatribuindo...' : 'Reatribuir'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
