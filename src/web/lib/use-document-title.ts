import { useEffect } from 'react';
import { pageTitle } from '../../contract/page-titles.js';
import { useSiteConfig } from './site-config.js';

/**
 * Every page names itself in the browser tab: 'Marketplace · <site_title>', the item's own title on
 * an item page, the site's title alone on the landing page. The server sends the same title in the
 * HTML (pages/page-meta.ts); this keeps it right as the app moves between pages.
 */
export function useDocumentTitle(page?: string) {
  const siteTitle = useSiteConfig().get('site_title');
  const title = pageTitle(page, siteTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
