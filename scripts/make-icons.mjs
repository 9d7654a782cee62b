#!/usr/bin/env node
// Makes the home-screen icons of the installable app (docs/decisions/020-installable-app.md) from
// the logo, public/favicon.svg, with sharp. Run once after changing the logo; the PNGs are committed.
//   icon-192.png, icon-512.png      the manifest's icons (purpose "any": the rounded logo as drawn)
//   icon-maskable-512.png           purpose "maskable": full-bleed green, the mark inside the 80 % safe zone
//   apple-touch-icon.png (180)      iOS: opaque, square (iOS rounds the corners itself); at the root,
//                                   where Safari looks for it without a <link>
//   favicon.ico (16, 32, 48)        what browsers, crawlers and link previews ask for without a <link>:
//                                   an ICO holding three PNGs (Windows Vista on, every browser)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const logo = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8').trim();
const GREEN = /fill="(#[0-9a-f]{6})"/i.exec(logo)[1];
/** The mark alone (the logo without its rounded green tile), drawn in a 64-unit box. */
const mark = logo
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '')
  .replace(/<rect[^>]*\/>/, '');

/** A full square of green with the mark scaled to `scale` of the side, centred. */
const square = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/>` +
  `<g transform="translate(${32 - 32 * scale} ${32 - 32 * scale}) scale(${scale})">${mark}</g></svg>`;

const render = (svg, size) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 64) * 1.5 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true });
const png = (svg, size, file) => render(svg, size).toFile(join(PUBLIC, file));

/** An ICO file of PNG images: the 6-byte header, a 16-byte entry per image, then the images. */
async function ico(svg, sizes, file) {
  const images = await Promise.all(sizes.map((size) => render(svg, size).toBuffer()));
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size % 256, at); // width (0 means 256)
    header.writeUInt8(size % 256, at + 1); // height
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3); // reserved
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(images[i].length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += images[i].length;
  });
  writeFileSync(join(PUBLIC, file), Buffer.concat([header, ...images]));
}

await png(logo, 192, 'icon-192.png');
await png(logo, 512, 'icon-512.png');
// The mark spans 44 of 64 units (10..54): at 0.8 × it stays inside the central 80 % circle.
await png(square(0.8), 512, 'icon-maskable-512.png');
await png(square(0.9), 180, 'apple-touch-icon.png');
await ico(logo, [16, 32, 48], 'favicon.ico');
console.log('icons written to public/');
