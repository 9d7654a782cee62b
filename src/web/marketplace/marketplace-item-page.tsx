import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../ui/button.js';

// No listing can exist before the marketplace issue ships: every id is, truthfully, not found.
export default function MarketplaceItemPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <SearchX className="mb-3 h-10 w-10 text-slate-400" aria-hidden="true" />
        <h1 className="text-xl font-bold text-slate-900">Item não encontrado</h1>
        <p className="mt-1 text-sm text-slate-600">Este anúncio não existe ou foi removido.</p>
        <Link href="/marketplace" className={buttonClass('primary', 'md', 'mt-5')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar ao Marketplace
        </Link>
      </div>
    </div>
  );
}
