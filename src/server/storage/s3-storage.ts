import { AwsClient } from 'aws4fetch';
import type { AppConfig } from '../config.js';
import { contentTypeOf, SAFE_KEY, type Storage } from './storage.js';

type S3Config = NonNullable<AppConfig['s3']>;

/** S3-compatible driver (AWS, R2, MinIO…) with SigV4-signed fetches. */
export function createS3Storage(cfg: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: cfg.accessKeyId,
    secretAccessKey: cfg.secretAccessKey,
    region: cfg.region,
    service: 's3',
  });
  const base = (cfg.endpoint ?? `https://s3.${cfg.region}.amazonaws.com`).replace(/\/$/, '');
  const urlOf = (key: string) => `${base}/${cfg.bucket}/${key}`;
  return {
    driver: 's3',
    async put(key, body, contentType) {
      const res = await client.fetch(urlOf(key), {
        method: 'PUT',
        // A plain Uint8Array is a BodyInit under both the DOM and Node typings (a Buffer is not for the DOM lib).
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      });
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status}`);
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      const res = await client.fetch(urlOf(key));
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
      return {
        body: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? contentTypeOf(key),
      };
    },
    async delete(key) {
      const res = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
    },
    publicUrl: (key) => (cfg.publicUrl ? `${cfg.publicUrl.replace(/\/$/, '')}/${key}` : `/objects/${key}`),
  };
}
