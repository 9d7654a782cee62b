import { Crown, Plus, Search, ShoppingBag, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useUser } from '../lib/auth.js';
import { buttonClass } from '../ui/button.js';
import { Chip } from '../ui/chip.js';
import { EmptyState } from '../ui/empty-state.js';
import { Input } from '../ui/input.js';
import { PageHeader } from '../ui/page-header.js';

const CATEGORIES = ['Todos', 'Venda', 'Troca', 'Doação', 'Aluguel', 'Motos e Bikes'];

// Listing, search and filters arrive with the marketplace issue; until then the page shows the
// real empty state and calls no marketplace endpoint.
export default function MarketplacePage() {
  const { isAuthenticated, isSubscribed, isAdmin } = useUser();
  const canCreate = isSubscribed || isAdmin; // spec: active subscribers or admins

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <PageHeader
        title="Marketplace"
        subtitle="Compre, venda, troque e doe equipamentos com outros entregadores"
        actions={
          canCreate && (
            <Link href="/marketplace/create" className={buttonClass('primary', 'md')}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Criar Novo Anúncio
            </Link>
          )
        }
      />

      {!isAuthenticated ? (
        <Banner icon={<UserRound className="h-5 w-5" aria-hidden="true" />} title="Você está navegando como visitante" text="Entre para contatar vendedores e anunciar seus itens.">
          {/* The spec's 'Entrar' points at /api/login, which only redirects here. */}
          <Link href="/login" className={buttonClass('primary', 'sm')}>
            Entrar
          </Link>
          <Link href="/register" className={buttonClass('outline', 'sm')}>
            Cadastrar
          </Link>
        </Banner>
      ) : (
        !canCreate && (
          <Banner icon={<Crown className="h-5 w-5" aria-hidden="true" />} title="Assinatura necessária" text="Com a assinatura ativa você anuncia itens e fala com os vendedores.">
            <Link href="/subscribe" className={buttonClass('accent', 'sm')}>
              Assinar Agora
            </Link>
          </Banner>
        )
      )}

      <div className="mb-6 space-y-3">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input type="search" placeholder="Buscar itens..." aria-label="Buscar itens" className="pl-10" disabled />
        </div>
        <div role="group" aria-label="Categorias" className="flex flex-wrap gap-2">
          {CATEGORIES.map((c, i) => (
            <Chip key={c} active={i === 0} disabled>
              {c}
            </Chip>
          ))}
        </div>
        <p className="text-xs text-slate-500">A busca e os filtros ficam disponíveis assim que houver anúncios publicados.</p>
      </div>

      <EmptyState icon={<ShoppingBag />} title="Nenhum item disponível no momento" className="bg-white py-14">
        <p>Os anúncios aprovados pela administração aparecem aqui.</p>
      </EmptyState>
    </div>
  );
}

function Banner({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">{icon}</span>
        <div>
          <p className="font-semibold text-slate-900">{title}</p>
          <p className="text-sm text-slate-600">{text}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">{children}</div>
    </div>
  );
}
