// The installable app (docs/decisions/020-installable-app.md): the manifest and its icons. The
// service worker (offline start, 'Sem conexão') is not shipped yet: see the decision record.
import { expect, test } from './fixtures.js';

test('the manifest names the app from site config and its icons load', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = JSON.parse(await res.text());
  const config: { key: string; value: string }[] = await (await page.request.get('/api/site-config')).json();
  expect(manifest).toMatchObject({
    name: config.find((e) => e.key === 'site_title')!.value,
    description: config.find((e) => e.key === 'site_description')!.value,
    start_url: '/',
    display: 'standalone',
    theme_color: '#047857',
  });
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
  expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const src of [...manifest.icons.map((i: { src: string }) => i.src), '/apple-touch-icon.png']) {
    const icon = await page.request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    const png = await icon.body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    const expected = src === '/apple-touch-icon.png' ? '180x180' : src.includes('192') ? '192x192' : '512x512';
    expect(`${w}x${h}`, src).toBe(expected);
  }
});
