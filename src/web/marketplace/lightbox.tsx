import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import X from 'lucide-react/icons/x';
import { Dialog as D } from 'radix-ui';
import { useRef } from 'react';
import { t } from '../../contract/i18n.js';
import { imageVariant } from '../../contract/images.js';

/**
 * Full-screen photo viewer: left/right arrow keys (and buttons, and a swipe on phones) move
 * through the photos, Escape closes (Radix), the counter reads 'n / m'.
 */
export function Lightbox({
  images,
  index,
  onIndex,
  open,
  onOpenChange,
  title,
}: {
  images: string[];
  index: number;
  onIndex: (i: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
}) {
  const touchX = useRef<number | null>(null);
  const n = images.length;
  const go = (delta: number) => onIndex((index + delta + n) % n);

  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black" />
        <D.Content
          className="fixed inset-0 z-50 flex flex-col bg-black focus:outline-none"
          data-testid="lightbox"
          onKeyDown={(e) => {
            if (n < 2) return;
            if (e.key === 'ArrowRight') go(1);
            else if (e.key === 'ArrowLeft') go(-1);
          }}
          onTouchStart={(e) => {
            touchX.current = e.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={(e) => {
            const start = touchX.current;
            const end = e.changedTouches[0]?.clientX;
            touchX.current = null;
            if (start == null || end == null || n < 2) return;
            if (Math.abs(end - start) > 50) go(end < start ? 1 : -1);
          }}
        >
          <D.Title className="sr-only">{title}</D.Title>
          <D.Description className="sr-only">
            {t('Use as setas do teclado para navegar entre as fotos e Esc para fechar.')}
          </D.Description>
          <div className="flex h-14 shrink-0 items-center justify-between px-3 text-white">
            <span
              className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold tabular-nums"
              data-testid="lightbox-counter"
              aria-live="polite"
            >
              {index + 1} / {n}
            </span>
            <D.Close
              aria-label={t('Fechar')}
              className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10"
            >
              <X className="h-6 w-6" aria-hidden="true" />
            </D.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6">
            {images[index] && (
              <img
                key={images[index]}
                src={imageVariant(images[index], 'full')}
                alt={t('{title} — foto {index} de {n}', { title, index: index + 1, n })}
                className="max-h-full max-w-full object-contain select-none"
                data-testid="lightbox-image"
              />
            )}
            {n > 1 && (
              <>
                <button
                  type="button"
                  aria-label={t('Foto anterior')}
                  onClick={() => go(-1)}
                  className="absolute top-1/2 left-2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70"
                >
                  <ChevronLeft className="h-7 w-7" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  aria-label={t('Próxima foto')}
                  onClick={() => go(1)}
                  className="absolute top-1/2 right-2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70"
                >
                  <ChevronRight className="h-7 w-7" aria-hidden="true" />
                </button>
              </>
            )}
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
