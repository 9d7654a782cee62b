import { AlertCircle, Search, Users } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_USER_STATUSES, ADMIN_USER_STATUS_LABELS, type AdminUser, type AdminUserStatus } from '../../../contract/admin-users.js';
import { errorMessage } from '../../lib/api.js';
import { Button } from '../../ui/button.js';
import { Chip } from '../../ui/chip.js';
import { EmptyState } from '../../ui/empty-state.js';
import { Input } from '../../ui/input.js';
import { Skeleton } from '../../ui/skeleton.js';
import { AdminSection } from '../admin-section.js';
import { useUnauthorizedRedirect } from '../shared/admin-errors.js';
import { useDebouncedValue } from '../shared/use-debounced-value.js';
import { useAdminUsers } from '../users/api/get-admin-users.js';
import { UserDetailDialog } from '../users/user-detail-dialog.js';
import { UserList } from '../users/user-list.js';

/** Admin tab Usuários: search (email, name, member number), status filter, server paging, detail and actions. */
export default function UsersTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AdminUserStatus>('all');
  const q = useDebouncedValue(search.trim(), 300);
  const list = useAdminUsers(q, status);
  useUnauthorizedRedirect(list.error);
  const [selected, setSelected] = useState<AdminUser | null>(null);

  return (
    <AdminSection title="Usuários" description="Busque membros, veja os detalhes, ative assinaturas e gerencie administradores.">
      <div className="space-y-3">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Buscar por email, nome ou número de membro"
            aria-label="Buscar usuários"
            className="pl-10"
            maxLength={100}
          />
        </div>
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0" role="group" aria-label="Filtrar por status">
          {ADMIN_USER_STATUSES.map((s) => (
            <Chip key={s} active={status === s} onClick={() => setStatus(s)}>
              {ADMIN_USER_STATUS_LABELS[s]}
            </Chip>
          ))}
        </div>
        {list.data && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {list.total === 1 ? '1 usuário encontrado' : `${list.total.toLocaleString('pt-BR')} usuários encontrados`}
            {list.isFetching && !list.isFetchingNextPage && ' · atualizando...'}
          </p>
        )}
      </div>

      {list.isPending ? (
        <div className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState icon={<AlertCircle />} title="Não foi possível carregar os usuários" className="bg-white">
          <p>{errorMessage(list.error, 'Verifique a conexão e tente novamente.')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
            Tentar novamente
          </Button>
        </EmptyState>
      ) : list.users.length === 0 ? (
        <EmptyState icon={<Users />} title="Nenhum usuário encontrado" className="bg-white">
          {q ? <p>Nada corresponde a “{q}”. Tente o email, o nome ou o número de membro (ex.: CL1234).</p> : <p>Nenhum usuário neste filtro.</p>}
        </EmptyState>
      ) : (
        <div className="space-y-3">
          <UserList users={list.users} onDetails={setSelected} />
          {list.hasNextPage && (
            <Button variant="outline" className="w-full" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
            </Button>
          )}
        </div>
      )}
      <UserDetailDialog user={selected} onClose={() => setSelected(null)} />
    </AdminSection>
  );
}
