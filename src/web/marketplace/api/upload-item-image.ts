import { t } from '../../../contract/i18n.js';
import { apiRequest } from '../../lib/api.js';

/** The spec's upload failure text; the server's own message wins when it sent one. */
export class UploadError extends Error {}

function putWithProgress(url: string, file: File, onProgress: (fraction: number) => void): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          return resolve((JSON.parse(xhr.responseText) as { objectPath?: string }).objectPath);
        } catch {
          return resolve(undefined);
        }
      }
      let message = t('Upload failed: {status}', { status: xhr.status });
      try {
        const body = JSON.parse(xhr.responseText) as { message?: unknown };
        if (typeof body.message === 'string') message = body.message;
      } catch {
        // not JSON: keep the status line
      }
      reject(new UploadError(message));
    };
    xhr.onerror = () => reject(new UploadError(t('Upload failed: {status}', { status: 0 })));
    xhr.send(file);
  });
}

/**
 * Spec section 7 flow, one image at a time so each gets its own progress bar:
 * POST /api/marketplace-upload → { uploadURL, objectPath }, then a raw PUT of the file to uploadURL
 * with its content type (XHR: fetch reports no upload progress). Answers the stored image path.
 */
export async function uploadItemImage(
  file: File,
  opts: { listingNumber: string; imageIndex: number },
  onProgress: (fraction: number) => void,
): Promise<string> {
  const fileExtension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase().slice(0, 10) : '';
  const { uploadURL, objectPath } = await apiRequest<{ uploadURL: string; objectPath: string }>(
    'POST',
    '/api/marketplace-upload',
    {
      listingNumber: opts.listingNumber,
      imageIndex: opts.imageIndex,
      fileExtension,
    },
  );
  return (await putWithProgress(uploadURL, file, onProgress)) ?? objectPath;
}

/** Spec: a new item uploads under 'temp-' plus the last 6 digits of the timestamp. */
export const tempListingNumber = () => `temp-${String(Date.now()).slice(-6)}`;
