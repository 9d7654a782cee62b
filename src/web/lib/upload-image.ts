import { uploadWithProgress } from './api.js';

// Its own module, not lib/api.ts: that one is on the first load of /, forms with images are not.
/** POST /api/upload, field `images`: one image, answered with its stored path. */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string | null> {
  const form = new FormData();
  form.append('images', file);
  const res = await uploadWithProgress<{ paths: string[] }>('/api/upload', form, onProgress);
  return res.paths[0] ?? null;
}
