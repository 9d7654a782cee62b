import type { AppConfig } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** One interface, two drivers: local disk under DATA_DIR (default) or S3-compatible (S3_* set). */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** The URL the browser loads the object from. */
  publicUrl(key: string): string;
}

export function createStorage(config: AppConfig): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}

/** Keys are server-made: folder/uuid-variant.ext, nothing from the client; never this long. */
export const MAX_KEY_LENGTH = 200;
/** Keys are server-made: folder/uuid-variant.ext, nothing from the client. */
export const SAFE_KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9_-]+)*\.(webp|jpg|png)$/;

export function contentTypeOf(key: string): string {
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.png')) return 'image/png';
  return 'image/jpeg';
}
