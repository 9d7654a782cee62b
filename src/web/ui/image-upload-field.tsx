import Camera from 'lucide-react/icons/camera';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useId } from 'react';
import { t } from '../../contract/i18n.js';
import { imageVariant } from '../../contract/images.js';
import { cn } from '../lib/cn.js';
import { Avatar } from './avatar.js';
import { Button } from './button.js';
import { ProgressBar } from './progress-bar.js';
import { type ImageUploadOptions, useImageUpload } from './use-image-upload.js';

/**
 * How the image sits in its form: `video` a full-width 16:9 picture (event), `wide` a 3:1 banner
 * and `square` a small logo (sponsor), `avatar` a round profile photo with a change button.
 */
export type ImageFrame = 'video' | 'wide' | 'square' | 'avatar';

const FRAMES = { video: 'aspect-[16/9] w-full', wide: 'aspect-[3/1] w-full', square: 'aspect-square w-32' } as const;

export interface ImageUploadFieldProps extends ImageUploadOptions {
  /** The field's name: its label (the input's accessible name for `avatar`) and the picture's alt. */
  label: string;
  /** The stored image: an upload path (a variant is shown), or the photo's URL for `avatar`. */
  value: string | null;
  frame: ImageFrame;
  hint?: string;
  /** The text of the button that opens the file picker. */
  pickLabel?: string;
  /** The progress bar's accessible name; defaults to "Enviando <label>". */
  progressLabel?: string;
  /** `avatar`: the initials shown without a photo. */
  fallback?: string;
  inputTestId?: string;
}

/** One image field for every form: check (image, ≤ 5 MB), upload with a progress bar, preview, remove. */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, value, frame, hint, pickLabel = t('Escolher imagem'), fallback = '', inputTestId, onChange } = props;
  const id = useId();
  const u = useImageUpload(props);
  const progressLabel = props.progressLabel ?? t('Enviando {label}', { label: label.toLowerCase() });
  const input = (
    <input
      ref={u.input}
      id={id}
      type="file"
      accept="image/*"
      className="sr-only"
      aria-label={frame === 'avatar' ? label : undefined}
      data-testid={inputTestId}
      onChange={(e) => void u.onFile(e)}
    />
  );
  const error = u.error && (
    <p role="alert" className="text-sm text-red-600">
      {u.error}
    </p>
  );

  if (frame === 'avatar') {
    return (
      <div className="mt-4 flex items-center gap-4 lg:flex-col lg:text-center">
        <Avatar
          src={u.preview ?? value}
          fallback={fallback}
          className="h-20 w-20 text-2xl lg:h-28 lg:w-28 [&_span]:text-2xl"
        />
        <div className="min-w-0 flex-1 space-y-2 lg:w-full">
          {input}
          <Button variant="outline" onClick={u.choose} disabled={u.uploading} className="w-full">
            <Camera className="h-4 w-4" aria-hidden="true" /> {u.uploading ? t('Enviando...') : pickLabel}
          </Button>
          {u.progress !== null ? (
            <div className="space-y-1" aria-live="polite">
              <ProgressBar value={u.progress} label={progressLabel} />
              <p className="text-xs text-slate-500">
                {t('Enviando...')} {Math.round(u.progress)}%
              </p>
            </div>
          ) : (
            hint && <p className="text-xs text-slate-500">{hint}</p>
          )}
          {error}
        </div>
      </div>
    );
  }

  // The event picture is large: words on its buttons. Sponsor logo and banner are compact.
  const large = frame === 'video';
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {value ? (
        <div className={cn('relative overflow-hidden rounded-xl border border-slate-200 bg-slate-50', FRAMES[frame])}>
          <img
            src={imageVariant(value, frame === 'square' ? 'thumb' : 'md')}
            alt={label}
            className={cn('h-full w-full', frame === 'square' ? 'object-contain' : 'object-cover')}
          />
          {large ? (
            <Button
              variant="outline"
              size="sm"
              className="absolute top-2 right-2 bg-white/90"
              onClick={() => onChange(null)}
            >
              <X className="h-4 w-4" aria-hidden="true" /> {t('Remover')}
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="absolute top-1.5 right-1.5 h-8 bg-white/90 px-2"
              onClick={() => onChange(null)}
              aria-label={t('Remover {label}', { label: label.toLowerCase() })}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      ) : (
        <button
          type="button"
          onClick={u.choose}
          disabled={u.uploading}
          className={cn(
            'flex flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 text-slate-500 hover:border-brand-500 hover:text-brand-700',
            large ? 'gap-2' : 'gap-1 p-2 text-center',
            FRAMES[frame],
          )}
        >
          <ImagePlus className={large ? 'h-8 w-8' : 'h-6 w-6'} aria-hidden="true" />
          <span className={cn('font-medium', large ? 'text-sm' : 'text-xs')}>{pickLabel}</span>
        </button>
      )}
      {input}
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      {u.progress !== null && <ProgressBar value={u.progress} label={progressLabel} />}
      {error}
    </div>
  );
}
