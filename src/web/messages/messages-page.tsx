import { Inbox, Send } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { EmptyState } from '../ui/empty-state.js';
import { PageHeader } from '../ui/page-header.js';

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 transition-colors data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm sm:flex-none sm:px-5';

// Messages arrive with the messages issue (they need marketplace items to be about): until then
// both boxes are, truthfully, empty and no endpoint is called.
export default function MessagesPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <PageHeader title="Mensagens" subtitle="Gerencie suas conversas com outros membros da comunidade" />
      <Tabs.Root defaultValue="received">
        <Tabs.List aria-label="Caixas de mensagens" className="mb-4 flex gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex">
          <Tabs.Trigger value="received" className={tabClass}>
            Recebidas (0)
          </Tabs.Trigger>
          <Tabs.Trigger value="sent" className={tabClass}>
            Enviadas (0)
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="received">
          <EmptyState icon={<Inbox />} title="Nenhuma mensagem recebida" className="bg-white py-14">
            <p>Você ainda não recebeu nenhuma mensagem.</p>
          </EmptyState>
        </Tabs.Content>
        <Tabs.Content value="sent">
          <EmptyState icon={<Send />} title="Nenhuma mensagem enviada" className="bg-white py-14">
            <p>Você ainda não enviou nenhuma mensagem.</p>
          </EmptyState>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
