import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { uploadImage } from '../lib/upload-image.js';
import { toast } from './toast.js';

/** Sends one file and answers where it is stored; `onProgress` gets 0–1 as the bytes leave. */
export type ImageUploader = (file: File, onProgress: (fraction: number) => void) => Promise<string | null>;

// Spec: 5 MB (contract/uploads.ts IMAGE_MAX_BYTES; not imported, it would bring zod along).
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Spec: an image, at most 5 MB, checked before anything is sent. Null when the file is fine. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return t('O arquivo deve ser uma imagem');
  if (file.size > IMAGE_MAX_BYTES) return t('A imagem deve ter no máximo 5MB');
  return null;
}

export interface ImageUploadOptions {
  onChange: (path: string | null) => void;
  /** Defaults to POST /api/upload. */
  upload?: ImageUploader;
  validate?: (file: File) => string | null;
  /** Told the problem instead of showing it under the field. */
  onInvalid?: (problem: string) => void;
  /** Told when an upload starts and ends (a form waits before saving). */
  onUploading?: (uploading: boolean) => void;
  /** The toast of a failed upload: its title and the text when the server sent none. */
  failure?: { title: string; fallback: string };
}

const FAILURE = { title: t('Erro no Upload'), fallback: t('Falha no upload da imagem. Tente novamente.') };

/**
 * One image picked, checked, uploaded with its progress (0–100, null when idle) and a local
 * preview while it travels (on 4G a photo takes seconds: the rider sees it at once).
 */
export function useImageUpload({
  onChange,
  upload = uploadImage,
  validate = imageProblem,
  onInvalid,
  onUploading,
  failure = FAILURE,
}: ImageUploadOptions) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // The object URL of the preview is freed when replaced or on leaving the page.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    setError(null);
    const problem = validate(file);
    if (problem) return onInvalid ? onInvalid(problem) : setError(problem);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onUploading?.(true);
    try {
      onChange(await upload(file, (f) => setProgress(f * 100)));
    } catch (err) {
      toast({ title: failure.title, description: errorMessage(err, failure.fallback), variant: 'destructive' });
    } finally {
      setProgress(null);
      setPreview(null);
      onUploading?.(false);
    }
  }

  return {
    input,
    progress,
    uploading: progress !== null,
    error,
    preview,
    onFile,
    choose: () => input.current?.click(),
  };
}
