import { useSearchParams } from 'wouter';
import { t } from '../../contract/i18n.js';
import { ITEM_TYPES } from '../../contract/marketplace-labels.js';

/** The chips of spec section 2; 'Motos e Bikes' is the category motos, the others are types. */
export const LIST_CHIPS = [
  { key: 'all', label: t('Todos') },
  { key: 'venda', label: t('Venda'), type: 'venda' },
  { key: 'troca', label: t('Troca'), type: 'troca' },
  { key: 'doacao', label: t('Doação'), type: 'doacao' },
  { key: 'aluguel', label: t('Aluguel'), type: 'aluguel' },
  { key: 'motos', label: t('Motos e Bikes'), category: 'motos' },
] as const;
export type ChipKey = (typeof LIST_CHIPS)[number]['key'];

/**
 * q, type and category live in the URL (?q=&type=&category=) so a shared link shows the same
 * list; unknown values are ignored rather than sent to the API (which would answer 400).
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const rawType = params.get('type') ?? '';
  const type = (ITEM_TYPES as readonly string[]).includes(rawType) ? rawType : undefined;
  const category = params.get('category') === 'motos' ? 'motos' : undefined;
  const chip: ChipKey = category ? 'motos' : ((type as ChipKey | undefined) ?? 'all');

  const update = (next: { q?: string; chip?: ChipKey }) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next.q !== undefined) {
          if (next.q.trim()) p.set('q', next.q.trim());
          else p.delete('q');
        }
        if (next.chip !== undefined) {
          const c = LIST_CHIPS.find((x) => x.key === next.chip)!;
          p.delete('type');
          p.delete('category');
          if ('type' in c) p.set('type', c.type);
          if ('category' in c) p.set('category', c.category);
        }
        return p;
      },
      { replace: true },
    );

  return {
    q,
    type,
    category,
    chip,
    setQuery: (v: string) => update({ q: v }),
    setChip: (c: ChipKey) => update({ chip: c }),
  };
}
