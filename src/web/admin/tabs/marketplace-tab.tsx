import { useEffect, useState } from 'react';
import { t } from '../../../contract/i18n.js';
import type { MarketplaceItem } from '../../../contract/marketplace.js';
import type { AdminItemFilter } from '../../marketplace/api/get-admin-items.js';
import { Chip } from '../../ui/chip.js';
import { SearchInput } from '../../ui/search-input.js';
import { AdminSection } from '../admin-section.js';
import { AdminItemList } from '../marketplace/admin-item-list.js';
import { ReassignOwnerDialog } from '../marketplace/reassign-owner-dialog.js';

const FILTERS: { key: AdminItemFilter; label: string }[] = [
  { key: 'all', label: t('Todos') },
  { key: 'approved', label: t('Aprovados') },
  { key: 'pending', label: t('Pendentes') },
  { key: 'rejected', label: t('Rejeitados') },
  { key: 'orphans', label: t('Sem dono') },
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
      title={t('Marketplace')}
      description={t('Modere anúncios pendentes, veja todos os anúncios e reatribua anúncios sem dono.')}
    >
      <section aria-labelledby="mkt-pending" className="space-y-3" data-testid="admin-pending">
        <h3 id="mkt-pending" className="text-lg font-bold text-slate-900">
          {t('Aguardando aprovação')}
        </h3>
        <AdminItemList
          list={{ view: 'pending' }}
          empty={t('Nenhum anúncio aguardando aprovação')}
          onReassign={setReassigning}
        />
      </section>

      <section aria-labelledby="mkt-all" className="space-y-3 pt-6" data-testid="admin-all">
        <h3 id="mkt-all" className="text-lg font-bold text-slate-900">
          {t('Todos os anúncios')}
        </h3>
        <SearchInput
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('Buscar por título ou descrição')}
          aria-label={t('Buscar anúncios')}
          maxLength={100}
        />
        <div
          role="group"
          aria-label={t('Filtrar por situação')}
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
          empty={q || filter !== 'all' ? t('Nenhum anúncio encontrado') : t('Nenhum anúncio cadastrado')}
          onReassign={setReassigning}
        />
      </section>
      <ReassignOwnerDialog item={reassigning} onClose={() => setReassigning(null)} />
    </AdminSection>
  );
}
