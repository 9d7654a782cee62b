import { Package } from 'lucide-react';
import { RecentMessages } from '../../../messages/recent-messages.js';
import { Card } from '../../../ui/card.js';
import { EmptyState } from '../../../ui/empty-state.js';

/** Spec: the 2 latest items and 2 latest messages; the items arrive with their feature, empty until then. */
export function RecentActivity() {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-bold text-slate-900">Atividade recente</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">Itens recentes</h3>
          <EmptyState icon={<Package />} title="Nenhum item recente" className="py-6">
            Seus anúncios aparecem aqui.
          </EmptyState>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">Mensagens recentes</h3>
          <RecentMessages />
        </div>
      </div>
    </Card>
  );
}
