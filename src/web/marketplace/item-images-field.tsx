import ImagePlus from 'lucide-react/icons/image-plus';
import Star from 'lucide-react/icons/star';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../contract/i18n.js';
import { imageVariant } from '../../contract/images.js';
import { MARKETPLACE_LIMITS } from '../../contract/marketplace.js';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, uploadMessages } from '../../contract/uploads.js';
import { errorMessage } from '../lib/api.js';
import { cn } from '../lib/cn.js';
import { ProgressBar } from '../ui/progress-bar.js';
import { toast } from '../ui/toast.js';
import { UploadError, uploadItemImage } from './api/upload-item-image.js';

const MAX = MARKETPLACE_LIMITS.images;

interface Pending {
  key: number;
  file: File;
  preview: string;
  progress: number | null; // null: waiting its turn
}

/**
 * Up to 4 photos. Each is uploaded on its own (signed PUT, see api/upload-item-image.ts) with its
 * own progress bar, one after the other so they keep the order they were picked in. The first
 * photo is the cover unless another is chosen; spec: the cover goes back to the first photo when
 * the photos change or the chosen cover is removed.
 */
export function ItemImagesField({
  value,
  cover,
  onChange,
  listingNumber,
  error,
  onBusyChange,
}: {
  value: string[];
  cover: number;
  onChange: (paths: string[], cover: number) => void;
  listingNumber: string;
  error?: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  // Uploads finish between renders: always append to the latest list, never a stale copy.
  const latest = useRef(value);
  latest.current = value;
  const nextKey = useRef(1);
  const queue = useRef<Pending[]>([]);
  const running = useRef(false);

  useEffect(() => onBusyChange(pending.length > 0), [pending.length, onBusyChange]);
  // Object URLs of the previews are released when their upload is done.
  useEffect(
    () => () => {
      for (const p of queue.current) URL.revokeObjectURL(p.preview);
    },
    [],
  );

  const setProgress = (key: number, progress: number) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p)));

  async function drain() {
    if (running.current) return;
    running.current = true;
    while (queue.current.length) {
      const job = queue.current[0]!;
      setProgress(job.key, 0);
      try {
        const path = await uploadItemImage(job.file, { listingNumber, imageIndex: latest.current.length }, (f) =>
          setProgress(job.key, f * 100),
        );
        const next = [...latest.current, path];
        latest.current = next;
        onChange(next, 0); // spec: the images changed, the cover is the first again
      } catch (err) {
        const message =
          err instanceof UploadError
            ? err.message
            : errorMessage(err, t('Upload failed: {status}', { status: (err as { status?: number }).status ?? 0 }));
        toast({ title: t('Erro no upload'), description: message, variant: 'destructive' });
      } finally {
        queue.current.shift();
        URL.revokeObjectURL(job.preview);
        setPending((list) => list.filter((p) => p.key !== job.key));
      }
    }
    running.current = false;
  }

  function pick(files: FileList | null) {
    if (!files?.length) return;
    const remaining = MAX - latest.current.length - queue.current.length;
    const chosen = Array.from(files);
    if (chosen.length > remaining) {
      toast({
        title: t('Muitas imagens'),
        description:
          remaining === 1
            ? t('Você pode adicionar mais {n} imagem (máximo {max}). Só a primeira foi adicionada.', {
                n: remaining,
                max: MAX,
              })
            : remaining > 0
              ? t('Você pode adicionar mais {n} imagens (máximo {max}). Só as primeiras {n} foram adicionadas.', {
                  n: remaining,
                  max: MAX,
                })
              : t('Você já adicionou {max} imagens, o máximo por anúncio.', { max: MAX }),
        variant: 'destructive',
      });
    }
    const jobs: Pending[] = [];
    for (const file of chosen.slice(0, Math.max(0, remaining))) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
        toast({
          title: t('Erro no upload'),
          description: `${file.name}: ${uploadMessages.invalid}`,
          variant: 'destructive',
        });
        continue;
      }
      if (file.size > IMAGE_MAX_BYTES) {
        toast({
          title: t('Erro no upload'),
          description: `${file.name}: ${uploadMessages.tooLarge}`,
          variant: 'destructive',
        });
        continue;
      }
      jobs.push({ key: nextKey.current++, file, preview: URL.createObjectURL(file), progress: null });
    }
    if (input.current) input.current.value = '';
    if (!jobs.length) return;
    queue.current.push(...jobs);
    setPending((list) => [...list, ...jobs]);
    void drain();
  }

  function remove(i: number) {
    const next = value.filter((_, j) => j !== i);
    latest.current = next;
    onChange(next, 0); // spec: the cover resets when the images change or the cover is removed
  }

  const free = MAX - value.length - pending.length;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'images-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">
        {t('Fotos ({n}/{max})', { n: value.length, max: MAX })}
      </legend>
      <p className="text-xs text-slate-500">
        {t(
          'JPEG, PNG ou WebP até 5MB. A primeira foto é a capa; toque em ★ para escolher outra. A capa volta para a primeira foto quando as fotos mudam.',
        )}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {value.map((path, i) => (
          <li
            key={path}
            className={cn(
              'relative aspect-square overflow-hidden rounded-xl border-2 bg-slate-100',
              i === cover ? 'border-brand-600' : 'border-slate-200',
            )}
            data-testid="image-tile"
          >
            <img
              src={imageVariant(path, 'thumb')}
              alt={t('Foto {n}', { n: i + 1 })}
              className="h-full w-full object-cover"
            />
            {i === cover ? (
              <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                <Star className="h-3 w-3 fill-current" aria-hidden="true" /> {t('Capa')}
              </span>
            ) : (
              <button
                type="button"
                onClick={() => onChange(value, i)}
                aria-label={t('Usar foto {n} como capa', { n: i + 1 })}
                className="absolute bottom-2 left-2 inline-flex h-8 items-center gap-1 rounded-full bg-white/90 px-2.5 text-xs font-semibold whitespace-nowrap text-slate-800 shadow hover:bg-white"
              >
                <Star className="h-3.5 w-3.5" aria-hidden="true" /> {t('Usar como capa')}
              </button>
            )}
            <button
              type="button"
              onClick={() => remove(i)}
              aria-label={t('Remover foto {n}', { n: i + 1 })}
              className="absolute top-1.5 right-1.5 flex h-8 w-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {pending.map((p) => (
          <li
            key={p.key}
            className="relative aspect-square overflow-hidden rounded-xl border-2 border-dashed border-slate-300 bg-slate-100"
            data-testid="image-uploading"
          >
            <img src={p.preview} alt="" className="h-full w-full object-cover opacity-50" />
            <div className="absolute inset-x-2 bottom-2 space-y-1 rounded-lg bg-white/90 p-2">
              <p className="text-xs font-semibold text-slate-700">
                {p.progress === null ? t('Na fila...') : t('Enviando {pct}%', { pct: Math.round(p.progress) })}
              </p>
              <ProgressBar value={p.progress ?? 0} label={t('Enviando {name}', { name: p.file.name })} />
            </div>
          </li>
        ))}
        {free > 0 && (
          <li className="aspect-square">
            <button
              type="button"
              onClick={() => input.current?.click()}
              className="flex h-full w-full flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-2 text-center text-slate-500 hover:border-brand-500 hover:text-brand-700"
            >
              <ImagePlus className="h-7 w-7" aria-hidden="true" />
              <span className="text-sm font-medium">{t('Adicionar fotos')}</span>
              <span className="text-xs">{t('mais {free}', { free })}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        multiple
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        aria-label={t('Fotos do anúncio')}
        tabIndex={-1}
        onChange={(e) => pick(e.target.files)}
      />
      {error && (
        <p id="images-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
