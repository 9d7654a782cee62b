import { Bike } from 'lucide-react';
import { useSiteConfig } from '../lib/site-config.js';

/** The site's title comes from site settings (site_title). */
export function Logo() {
  const title = useSiteConfig().get('site_title') || 'Comunidade Entregadores Dublin';
  return (
    <>
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-700 text-accent-400">
        <Bike className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="hidden max-w-44 text-sm leading-tight font-extrabold text-slate-900 sm:block">{title}</span>
    </>
  );
}
