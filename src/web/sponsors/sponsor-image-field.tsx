import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { imageVariant } from '../../contract/images.js';
import { errorMessage, uploadWithProgress } from '../lib/api.js';
import { cn } from '../lib/cn.js';
import { Button } from '../ui/button.js';
import { ProgressBar } from '../ui/progress-bar.js';
import { toast } from '../ui/toast.js';

const MAX_BYTES = 5 * 1024 * 1024;

/**
 * One sponsor image (logo or banner): checked here (image, ≤ 5 MB), uploaded through POST /api/upload
 * with a progress bar; the server re-encodes it and hands back the path the sponsor then refers to.
 */
export function SponsorImageField({
  label,
  hint,
  value,
  onChange,
  wide = false,
  onUploading,
}: {
  label: string;
  hint: string;
  value: string | null;
  onChange: (path: string | null) => void;
  wide?: boolean;
  /** Told when an upload starts and ends (the form waits before saving). */
  onUploading?: (uploading: boolean) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const frame = wide ? 'aspect-[3/1]' : 'aspect-square w-32';

  async function pick(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/')) return setError('O arquivo deve ser uma imagem');
    if (file.size > MAX_BYTES) return setError('A imagem deve ter no máximo 5MB');
    const form = new FormData();
    form.append('images', file);
    setProgress(0);
    onUploading?.(true);
    try {
      const res = await uploadWithProgress<{ paths: string[] }>('/api/upload', form, (f) => setProgress(f * 100));
      onChange(res.paths[0] ?? null);
    } catch (err) {
      toast({ title: 'Erro no Upload', description: errorMessage(err, 'Falha no upload da imagem. Tente novamente.'), variant: 'destructive' });
    } finally {
      setProgress(null);
      onUploading?.(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {value ? (
        <div className={cn('relative overflow-hidden rounded-xl border border-slate-200 bg-slate-50', frame)}>
          <img src={imageVariant(value, wide ? 'md' : 'thumb')} alt={label} className={cn('h-full w-full', wide ? 'object-cover' : 'object-contain')} />
          <Button variant="outline" size="sm" className="absolute top-1.5 right-1.5 h-8 bg-white/90 px-2" onClick={() => onChange(null)} aria-label={`Remover ${label.toLowerCase()}`}>
            <X className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={progress !== null}
          className={cn(
            'flex flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-2 text-center text-slate-500 hover:border-brand-500 hover:text-brand-700',
            frame,
            wide && 'w-full',
          )}
        >
          <ImagePlus className="h-6 w-6" aria-hidden="true" />
          <span className="text-xs font-medium">Escolher imagem</span>
        </button>
      )}
      <input ref={input} id={id} type="file" accept="image/*" className="sr-only" onChange={(e) => void pick(e.target.files?.[0])} />
      <p className="text-xs text-slate-500">{hint}</p>
      {progress !== null && <ProgressBar value={progress} label={`Enviando ${label.toLowerCase()}`} />}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
