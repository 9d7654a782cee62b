import ImageOff from 'lucide-react/icons/image-off';
import Package from 'lucide-react/icons/package';
import { useState } from 'react';
import { imageVariant } from '../../contract/images.js';
import { cn } from '../lib/cn.js';

// Zod-free on purpose: the landing page shows these covers in the first load of /.

// The cover rule is the contract's (the server preloads and shares the same photo).
export { coverOf } from '../../contract/images.js';

/**
 * A listing photo sized for cards: the 320 px thumbnail or the 800 px variant, whichever the
 * screen needs (phones on 4G should not fetch 1600 px images). An icon when there is no image, a
 * placeholder when it fails to load.
 */
export function ItemImage({
  path,
  alt = '',
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  className,
  eager = false,
  priority = false,
}: {
  path: string | null;
  alt?: string;
  sizes?: string;
  className?: string;
  /** In the first screenful: fetched at once instead of when scrolled near. */
  eager?: boolean;
  /** The page's largest image (its LCP): eager and fetched before the others. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!path || failed === path) {
    const Icon = path ? ImageOff : Package;
    return (
      <div
        className={cn('flex items-center justify-center bg-slate-100 text-slate-400', className)}
        data-testid="item-image-placeholder"
      >
        <Icon className="h-10 w-10" aria-hidden="true" />
        {alt && <span className="sr-only">{alt}</span>}
      </div>
    );
  }
  return (
    <img
      src={imageVariant(path, 'md')}
      srcSet={`${imageVariant(path, 'thumb')} 320w, ${imageVariant(path, 'md')} 800w`}
      sizes={sizes}
      alt={alt}
      // Stored photos fit in 800×800 (md); 4:3 is the usual shape. The box is sized by its classes,
      // these only give the browser the ratio before the file arrives.
      width={800}
      height={600}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(path)}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
