import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { imageVariant } from '../../contract/images.js';
import { errorMessage, uploadWithProgress } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { ProgressBar } from '../ui/progress-bar.js';
import { toast } from '../ui/toast.js';

const MAX_BYTES = 5 * 1024 * 1024;

/** Picks one image, checks it (spec: ≤ 5 MB, image type), uploads it with a progress bar. */
export function EventImageField({ value, onChange }: { value: string | null; onChange: (path: string | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/')) return setError('O arquivo deve ser uma imagem');
    if (file.size > MAX_BYTES) return setError('A imagem deve ter no máximo 5MB');
    const form = new FormData();
    form.append('images', file);
    setProgress(0);
    try {
      const res = await uploadWithProgress<{ paths: string[] }>('/api/upload', form, (f) => setProgress(f * 100));
      onChange(res.paths[0] ?? null);
    } catch (err) {
      toast({ title: 'Erro no Upload', description: errorMessage(err, 'Falha no upload da imagem. Tente novamente.'), variant: 'destructive' });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="space-y-2">
      <span className="block text-sm font-medium text-slate-700">Imagem do evento</span>
      {value ? (
        <div className="relative overflow-hidden rounded-xl border border-slate-200">
          <img src={imageVariant(value, 'md')} alt="Imagem do evento" className="aspect-[16/9] w-full object-cover" />
          <Button variant="outline" size="sm" className="absolute top-2 right-2 bg-white/90" onClick={() => onChange(null)}>
            <X className="h-4 w-4" aria-hidden="true" /> Remover
          </Button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={progress !== null}
          className="flex aspect-[16/9] w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 text-slate-500 hover:border-brand-500 hover:text-brand-700"
        >
          <ImagePlus className="h-8 w-8" aria-hidden="true" />
          <span className="text-sm font-medium">Escolher imagem (máx. 5MB)</span>
        </button>
      )}
      <input ref={input} type="file" accept="image/*" className="sr-only" aria-label="Imagem do evento" onChange={(e) => void pick(e.target.files?.[0])} />
      {progress !== null && <ProgressBar value={progress} label="Enviando imagem" />}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
