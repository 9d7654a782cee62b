import Expand from 'lucide-react/icons/expand';
import ImageOff from 'lucide-react/icons/image-off';
import Package from 'lucide-react/icons/package';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../contract/i18n.js';
import { imageVariant } from '../../contract/images.js';
import { cn } from '../lib/cn.js';

// The lightbox (Radix Dialog) loads on the first tap on the photo, not with the item page.
const Lightbox = lazy(() => import('./lightbox.js').then((m) => ({ default: m.Lightbox })));

/** The item's photos, cover first (the photo the seller chose to be seen first). */
export function galleryOrder(imageUrls: string[], cover: number): string[] {
  const c = imageUrls[cover] ? cover : 0;
  return imageUrls.length ? [imageUrls[c]!, ...imageUrls.filter((_, i) => i !== c)] : [];
}

/** Main photo with thumbnails below; tapping the photo opens the full-screen lightbox. */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [failed, setFailed] = useState<Set<string>>(() => new Set());
  const current = images[index];

  if (!current) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-slate-100 text-slate-400">
        <Package className="h-14 w-14" aria-hidden="true" />
        <span className="sr-only">{t('Sem fotos')}</span>
      </div>
    );
  }
  const markFailed = (p: string) => setFailed((s) => new Set(s).add(p));

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        onPointerEnter={() => void import('./lightbox.js')}
        className="group relative block aspect-[4/3] w-full overflow-hidden rounded-2xl bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        data-testid="gallery-main"
      >
        {failed.has(current) ? (
          <ImageOff className="absolute inset-0 m-auto h-12 w-12 text-slate-400" aria-hidden="true" />
        ) : (
          <img
            src={imageVariant(current, 'md')}
            srcSet={`${imageVariant(current, 'thumb')} 320w, ${imageVariant(current, 'md')} 800w, ${imageVariant(current, 'full')} 1600w`}
            sizes="(min-width: 1024px) 600px, 100vw"
            // The page's largest paint: fetched first, never lazily; the 4:3 box above holds its place.
            fetchPriority="high"
            width={800}
            height={600}
            alt={title}
            onError={() => markFailed(current)}
            className="h-full w-full object-cover"
          />
        )}
        <span className="absolute right-3 bottom-3 flex items-center gap-1.5 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white">
          <Expand className="h-3.5 w-3.5" aria-hidden="true" />{' '}
          <span aria-hidden="true">
            {index + 1}/{images.length}
          </span>
        </span>
        {/* Named by its content, the photo's alt and this (WCAG 2.5.3: no label that leaves out what is shown). */}
        <span className="sr-only">{t(', ampliar foto {n} de {total}', { n: index + 1, total: images.length })}</span>
      </button>
      {images.length > 1 && (
        <div className="flex gap-2 overflow-x-auto pb-1" role="group" aria-label={t('Miniaturas')}>
          {images.map((p, i) => (
            <button
              key={p}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('Ver foto {n}', { n: i + 1 })}
              aria-current={i === index}
              className={cn(
                'h-16 w-20 shrink-0 overflow-hidden rounded-lg border-2 bg-slate-100 sm:h-20 sm:w-24',
                i === index ? 'border-brand-600' : 'border-transparent opacity-75 hover:opacity-100',
              )}
            >
              {failed.has(p) ? (
                <ImageOff className="m-auto h-6 w-6 text-slate-400" aria-hidden="true" />
              ) : (
                <img
                  src={imageVariant(p, 'thumb')}
                  alt=""
                  width={96}
                  height={80}
                  loading="lazy"
                  onError={() => markFailed(p)}
                  className="h-full w-full object-cover"
                />
              )}
            </button>
          ))}
        </div>
      )}
      {everOpened && (
        <Suspense fallback={null}>
          <Lightbox images={images} index={index} onIndex={setIndex} open={open} onOpenChange={setOpen} title={title} />
        </Suspense>
      )}
    </div>
  );
}
