import { Package } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '../../../ui/card.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { GatedLink } from './gated-link.js';

/**
 * 'Meus anúncios': the 3 latest own listings (spec). The listing query arrives with the
 * marketplace feature; until then the card shows its real empty state.
 */
export function MyListingsCard({ canCreateListing }: { canCreateListing: boolean }) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">Meus anúncios</h2>
        <Link href="/my-items" className="text-sm font-semibold text-brand-700 hover:underline">
          Ver todos
        </Link>
      </div>
      <EmptyState icon={<Package />} title="Nenhum anúncio criado" className="mt-4">
        Anuncie equipamentos para vender, trocar, doar ou alugar.
      </EmptyState>
      <GatedLink href="/marketplace/create" allowed={canCreateListing} className="mt-4 w-full">
        Criar anúncio
      </GatedLink>
    </Card>
  );
}
