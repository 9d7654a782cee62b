import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import {
  ADMIN_USER_STATUS_LABELS,
  ADMIN_USER_STATUSES,
  type AdminUser,
  type AdminUserStatus,
} from '../../../contract/admin-users.js';
import { t } from '../../../contract/i18n.js';
import { useAdminUsers } from '../../admin-users/api/get-admin-users.js';
import { errorMessage } from '../../lib/api.js';
import { formatNumber } from '../../lib/format.js';
import { Chip } from '../../ui/chip.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { LoadMore } from '../../ui/load-more.js';
import { SearchInput } from '../../ui/search-input.js';
import { Skeleton } from '../../ui/skeleton.js';
import { AdminSection } from '../admin-section.js';
import { useUnauthorizedRedirect } from '../shared/admin-errors.js';
import { useDebouncedValue } from '../shared/use-debounced-value.js';
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
    <AdminSection
      title={t('Usuários')}
      description={t('Busque membros, veja os detalhes, ative assinaturas e gerencie administradores.')}
    >
      <div className="space-y-3">
        <SearchInput
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('Buscar por email, nome ou número de membro')}
          aria-label={t('Buscar usuários')}
          maxLength={100}
        />
        <div
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
          role="group"
          aria-label={t('Filtrar por status')}
        >
          {ADMIN_USER_STATUSES.map((s) => (
            <Chip key={s} active={status === s} onClick={() => setStatus(s)}>
              {ADMIN_USER_STATUS_LABELS[s]}
            </Chip>
          ))}
        </div>
        {list.data && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {list.total === 1
              ? t('1 usuário encontrado')
              : t('{n} usuários encontrados', { n: formatNumber(list.total) })}
            {list.isFetching && !list.isFetchingNextPage && ` · ${t('atualizando...')}`}
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
        <LoadError
          title={t('Não foi possível carregar os usuários')}
          description={errorMessage(list.error, t('Verifique a conexão e tente novamente.'))}
          onRetry={() => void list.refetch()}
        />
      ) : list.users.length === 0 ? (
        <EmptyState icon={<Users />} title={t('Nenhum usuário encontrado')} className="bg-white">
          {q ? (
            <p>{t('Nada corresponde a “{q}”. Tente o email, o nome ou o número de membro (ex.: CL1234).', { q })}</p>
          ) : (
            <p>{t('Nenhum usuário neste filtro.')}</p>
          )}
        </EmptyState>
      ) : (
        <div className="space-y-3">
          <UserList users={list.users} onDetails={setSelected} />
          <LoadMore query={list} className="w-full" />
        </div>
      )}
      <UserDetailDialog user={selected} onClose={() => setSelected(null)} />
    </AdminSection>
  );
}
