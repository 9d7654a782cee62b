import { Handshake, Megaphone } from 'lucide-react';
import { Link } from 'wouter';
import { SectionHeading } from './section-heading.js';

/** Section 9 (anchor #patrocinadores, linked from the footer): featured banner and logo sponsors. */
export function SponsorsSection() {
  return (
    <section id="patrocinadores" aria-labelledby="sponsors-title" data-testid="landing-sponsors" className="mx-auto max-w-7xl scroll-mt-20 px-4 pt-12">
      <SectionHeading id="sponsors-title" title="Patrocinadores" subtitle="Empresas que apoiam os entregadores brasileiros em Dublin" />
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-linear-to-br from-accent-400 to-amber-300 p-6 text-navy-900 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-3">
          <Megaphone className="mt-0.5 h-7 w-7 shrink-0" aria-hidden="true" />
          <div>
            <p className="text-lg font-extrabold">Espaço de destaque disponível</p>
            <p className="text-sm text-navy-900/80">Apresente sua marca para mais de 1000 entregadores ativos na cidade.</p>
          </div>
        </div>
        <Link href="/be-partner" className="inline-flex h-11 w-full shrink-0 items-center justify-center gap-2 rounded-lg bg-navy-900 px-5 text-sm font-semibold text-white hover:bg-navy-800 focus-visible:ring-2 focus-visible:ring-navy-800 focus-visible:ring-offset-2 focus-visible:outline-none sm:w-auto">
          <Handshake className="h-4 w-4" aria-hidden="true" /> Seja um patrocinador
        </Link>
      </div>
      <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-6" aria-label="Logos de patrocinadores">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li
            key={i}
            className={`flex h-14 items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white text-xs font-medium text-slate-400 ${i > 2 ? 'hidden sm:flex' : ''}`}
          >
            Sua logo
          </li>
        ))}
      </ul>
    </section>
  );
}
