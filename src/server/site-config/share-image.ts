import sharp from 'sharp';

/** What the default share image is drawn from: site config's title, description and colours. */
export interface ShareCard {
  title: string;
  description: string;
  /** #RRGGBB, site config theme_color. */
  theme: string;
}

/** The size WhatsApp, Facebook and X show large (1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Greedy word wrap at `max` characters a line, at most `lines` lines (the last one ends in '…' when cut). */
export function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.length > max ? `${words[i]!.slice(0, max - 1)}…` : words[i]!;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max) {
      line = next;
      continue;
    }
    out.push(line);
    line = word;
    if (out.length === lines) {
      const last = out[lines - 1]!;
      out[lines - 1] = `${last.length >= max ? last.slice(0, max - 1) : last}…`;
      return out;
    }
  }
  if (line) out.push(line);
  return out;
}

/**
 * The card as SVG: the theme colour, darker towards the bottom right, the logo's mark (as
 * public/favicon.svg draws it, on a white tile) and the site's title and description in white.
 */
export function shareImageSvg(card: ShareCard): string {
  const title = wrap(card.title, 24, 3);
  // A third line of title leaves room for two of description above the bottom stripe.
  const description = wrap(card.description, 52, title.length > 2 ? 2 : 3);
  const titleSize = title.length > 2 ? 56 : 64;
  const titleTop = 300;
  const titleLines = title
    .map((l, i) => `<tspan x="80" y="${titleTop + i * (titleSize + 10)}">${escapeXml(l)}</tspan>`)
    .join('');
  const descTop = titleTop + (title.length - 1) * (titleSize + 10) + 70;
  const descLines = description.map((l, i) => `<tspan x="80" y="${descTop + i * 42}">${escapeXml(l)}</tspan>`).join('');
  const theme = escapeXml(card.theme);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a" stop-opacity="0.1"/><stop offset="1" stop-color="#0f172a" stop-opacity="0.45"/></linearGradient></defs>
<rect width="100%" height="100%" fill="${theme}"/>
<rect width="100%" height="100%" fill="url(#shade)"/>
<rect x="0" y="${SHARE_IMAGE_HEIGHT - 14}" width="100%" height="14" fill="#facc15"/>
<g transform="translate(80 80)"><rect width="128" height="128" rx="28" fill="#ffffff"/><g transform="scale(2)"><path d="M32 10 54 32 32 54 10 32Z" fill="#facc15"/><circle cx="32" cy="32" r="10" fill="#1e3a8a"/></g></g>
<text font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${titleLines}</text>
<text font-family="${FONT}" font-size="32" fill="#e2e8f0">${descLines}</text>
</svg>`;
}

/** The card as a PNG of 1200×630. */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  return sharp(Buffer.from(shareImageSvg(card)))
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
