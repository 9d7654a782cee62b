import { Plus } from 'lucide-react';
import { Link } from 'wouter';

/** Section 5: the sponsor strip. No sponsor is published yet: open slots invite businesses in. */
export function SponsorSlots() {
  return (
    <section aria-labelledby="sponsor-slots-title" data-testid="landing-sponsor-slots" className="mx-auto max-w-7xl px-4 pt-8">
      <h2 id="sponsor-slots-title" className="mb-3 text-center text-xs font-bold tracking-wider text-slate-500 uppercase">
        Apoiadores da comunidade
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={i > 1 ? 'hidden sm:block' : undefined}>
            <Link
              href="/be-partner"
              className="flex h-16 items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-slate-300 text-sm font-semibold text-slate-500 transition-colors hover:border-brand-600 hover:text-brand-800"
            >
              <Plus className="h-4 w-4" aria-hidden="true" /> Seu negócio aqui
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
