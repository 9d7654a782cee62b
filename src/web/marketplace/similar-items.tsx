import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { typeLabel } from '../../contract/marketplace-labels.js';
import { paths } from '../lib/paths.js';
import { Skeleton } from '../ui/skeleton.js';
import { useSimilarItems } from './api/get-similar-items.js';
import { coverOf, ItemImage } from './item-image.js';
import { priceText } from './item-price.js';

/** 'Itens semelhantes': up to 4 approved items of the same category. */
export function SimilarItems({ id }: { id: number }) {
  const q = useSimilarItems(id, true);
  return (
    <section aria-labelledby="similar-title" className="mt-10" data-testid="similar-items">
      <h2 id="similar-title" className="mb-4 text-xl font-bold text-slate-900">
        {t('Itens semelhantes')}
      </h2>
      {q.isLoading ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : !q.data?.items.length ? (
        <p className="text-sm text-slate-500">{t('Nenhum item semelhante no momento.')}</p>
      ) : (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {q.data.items.map((item) => (
            <Link
              key={item.id}
              href={paths.marketplaceItem(item.id)}
              className="group overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
            >
              <ItemImage path={coverOf(item)} sizes="(min-width: 1024px) 25vw, 50vw" className="aspect-[4/3] w-full" />
              <div className="space-y-0.5 p-3">
                <p className="text-xs font-medium text-slate-500">{typeLabel(item.type)}</p>
                <p className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900 group-hover:text-brand-800">
                  {item.title}
                </p>
                <p className="font-bold text-brand-700">{priceText(item)}</p>
              </div>
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
