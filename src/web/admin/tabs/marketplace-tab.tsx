import { useEffect, useState } from 'react';
import type { MarketplaceItem } from '../../../contract/marketplace.js';
import type { AdminItemFilter } from '../../marketplace/api/get-admin-items.js';
import { Chip } from '../../ui/chip.js';
import { SearchInput } from '../../ui/search-input.js';
import { AdminSection } from '../admin-section.js';
import { AdminItemList } from '../marketplace/admin-item-list.js';
import { ReassignOwnerDialog } from '../marketplace/reassign-owner-dialog.js';

const FILTERS: { key: AdminItemFilter; label: string }[] = [
  { key: 'all', label: 'Todos' },
  { key: 'approved', label: 'Aprovados' },
  { key: 'pending', label: 'Pendentes' },
  { key: 'rejected', label: 'Rejeitados' },
  { key: 'orphans', label: 'Sem dono' },
];

/** Admin tab Marketplace: the moderation queue, then every listing with search and filter. */
export default function MarketplaceTab() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<AdminItemFilter>('all');
  const [reassigning, setReassigning] = useState<MarketplaceItem | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <AdminSection
      title="Marketplace"
      description="Modere anúncios pendentes, veja todos os anúncios e reatribua anúncios sem dono."
    >
      <section aria-labelledby="mkt-pending" className="space-y-3" data-testid="admin-pending">
        <h3 id="mkt-pending" className="text-lg font-bold text-slate-900">
          Aguardando aprovação
        </h3>
        <AdminItemList
          list={{ view: 'pending' }}
          empty="Nenhum anúncio aguardando aprovação"
          onReassign={setReassigning}
        />
      </section>

      <section aria-labelledby="mkt-all" className="space-y-3 pt-6" data-testid="admin-all">
        <h3 id="mkt-all" className="text-lg font-bold text-slate-900">
          Todos os anúncios
        </h3>
        <SearchInput
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Buscar por título ou descrição"
          aria-label="Buscar anúncios"
          maxLength={100}
        />
        <div
          role="group"
          aria-label="Filtrar por situação"
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
        >
          {FILTERS.map((f) => (
            <Chip key={f.key} active={filter === f.key} onClick={() => setFilter(f.key)}>
              {f.label}
            </Chip>
          ))}
        </div>
        <AdminItemList
          list={{ view: 'all', filter, q: q || undefined }}
          empty={q || filter !== 'all' ? 'Nenhum anúncio encontrado' : 'Nenhum anúncio cadastrado'}
          onReassign={setReassigning}
        />
      </section>
      <ReassignOwnerDialog item={reassigning} onClose={() => setReassigning(null)} />
    </AdminSection>
  );
}
