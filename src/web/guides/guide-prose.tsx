import { cn } from '../lib/cn.js';
import './guide-prose.css';

/**
 * A guide's text: HTML the server rendered from Markdown with raw HTML off and every link checked
 * (server/guides/markdown.ts), so it is shown as it comes. Styled by guide-prose.css.
 */
export function GuideProse({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn('guide-prose', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server with raw HTML off and links checked
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
