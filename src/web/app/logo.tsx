import Bike from 'lucide-react/icons/bike';
import { useSiteConfig } from '../lib/site-config.js';

/** The site's title comes from site settings (site_title). */
export function Logo() {
  // i18n: same in every language (the community's name).
  const title = useSiteConfig().get('site_title') || 'Comunidade Entregadores Dublin';
  return (
    <>
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-700 text-accent-400">
        <Bike className="h-5 w-5" aria-hidden="true" />
      </span>
      {/* Also the name of the header's home link: on phones it is read, not shown. */}
      <span className="sr-only max-w-44 text-sm leading-tight font-extrabold text-slate-900 sm:not-sr-only sm:block">
        {title}
      </span>
    </>
  );
}
