import { t } from '../../../contract/i18n.js';
import type { MarketplaceItem } from '../../../contract/marketplace.js';
import { categoryLabel, typeLabel } from '../../../contract/marketplace-labels.js';
import { cn } from '../../lib/cn.js';
import { ItemImage } from '../../marketplace/item-image.js';
import { priceText } from '../../marketplace/item-price.js';
import { type EditChange, orDash } from '../shared/edit-diff.js';

function Photos({ urls, cover }: { urls: string[]; cover: number }) {
  if (urls.length === 0) return <>—</>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {urls.map((u, i) => (
        <span
          key={u}
          className={cn('block rounded-md', i === cover && 'ring-2 ring-brand-600')}
          title={i === cover ? t('Capa') : undefined}
        >
          <ItemImage
            path={u}
            alt={i === cover ? t('Foto de capa') : t('Foto {n}', { n: i + 1 })}
            sizes="48px"
            className="h-12 w-12 rounded-md"
          />
        </span>
      ))}
    </span>
  );
}

/** What an owner's waiting edit of a listing changes, field by field (published → proposed). */
export function itemEditChanges(item: MarketplaceItem): EditChange[] {
  const e = item.pendingEdit;
  if (!e) return [];
  const next = { ...item, ...e };
  const changes: EditChange[] = [];
  if (e.title !== undefined) changes.push({ label: t('Título'), before: item.title, after: next.title });
  if (e.description !== undefined)
    changes.push({ label: t('Descrição'), before: orDash(item.description), after: orDash(next.description) });
  if (e.type !== undefined)
    changes.push({ label: t('Tipo'), before: typeLabel(item.type), after: typeLabel(next.type) });
  if (e.category !== undefined)
    changes.push({ label: t('Categoria'), before: categoryLabel(item.category), after: categoryLabel(next.category) });
  if (e.price !== undefined || e.type !== undefined) {
    const [before, after] = [priceText(item), priceText(next)];
    if (before !== after) changes.push({ label: t('Preço'), before, after });
  }
  if (e.imageUrls !== undefined || e.coverImageIndex !== undefined) {
    changes.push({
      label: t('Fotos'),
      before: <Photos urls={item.imageUrls} cover={item.coverImageIndex} />,
      after: <Photos urls={next.imageUrls} cover={next.coverImageIndex} />,
    });
  }
  if (e.whatsapp !== undefined)
    changes.push({ label: t('WhatsApp'), before: orDash(item.whatsapp), after: orDash(next.whatsapp) });
  return changes;
}
