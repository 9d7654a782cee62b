import { ArrowLeft, ClipboardList, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import { useUser } from '../lib/auth.js';
import { AuthPrompt, SubscriptionPrompt } from '../ui/auth-prompt.js';
import { buttonClass } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { PageHeader } from '../ui/page-header.js';

// Create (/marketplace/create) and edit (/marketplace/:id/edit). The form itself ships with the
// marketplace issue; until then this page gates honestly and says so.
export default function MarketplaceFormPage() {
  const [isEdit] = useRoute('/marketplace/:id/edit');
  const { isAuthenticated, isSubscribed, isAdmin } = useUser();

  let body: ReactNode;
  if (!isAuthenticated) {
    body = <AuthPrompt title="Login Necessário" text="Entre na sua conta para anunciar no marketplace." />;
  } else if (isEdit) {
    body = (
      <EmptyState icon={<SearchX />} title="Item não encontrado" className="bg-white">
        <p>Este anúncio não existe ou foi removido.</p>
      </EmptyState>
    );
  } else if (!isSubscribed && !isAdmin) {
    body = <SubscriptionPrompt text="Para criar anúncios no marketplace você precisa de uma assinatura ativa." />;
  } else {
    body = (
      <EmptyState icon={<ClipboardList />} title="Formulário de anúncios em publicação" className="bg-white">
        <p>O cadastro de itens (fotos, tipo, categoria e preço) está sendo liberado. Volte em breve para anunciar.</p>
      </EmptyState>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link href="/marketplace" className={buttonClass('ghost', 'sm', '-ml-3 mb-2 text-slate-600')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar ao Marketplace
      </Link>
      <PageHeader
        title={isEdit ? 'Editar Item no Marketplace' : 'Criar Item no Marketplace'}
        subtitle="Venda, troque, doe ou alugue equipamentos para a comunidade"
      />
      {body}
    </div>
  );
}
