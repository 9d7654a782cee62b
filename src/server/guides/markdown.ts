import MarkdownIt from 'markdown-it';

// A guide's Markdown as HTML, rendered on the server (issue 35): raw HTML is off (a <script> or an
// <img onerror> is shown as text), links go only to http(s), mailto:, tel:, the site's own paths
// and anchors (never javascript:, data:, vbscript:, file:…), images are not rendered (no hotlinking
// from a guide), and a link off the site opens in a new tab with rel="noopener noreferrer".

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
// Control characters and spaces that browsers drop inside a scheme ('java\tscript:').
// biome-ignore lint/suspicious/noControlCharactersInRegex: exactly these are stripped before the check
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f]/g;

/** Whether a link target is one a guide may carry. */
export function isSafeLink(url: string): boolean {
  return SAFE_LINK.test(url.replace(INVISIBLE, ''));
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
md.disable(['image']);
md.validateLink = isSafeLink;

const renderLink =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = token.attrGet('href') ?? '';
  if (isExternal(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return renderLink(tokens, idx, options, env, self);
};

export const renderGuideMarkdown = (body: string): string => md.render(body);
