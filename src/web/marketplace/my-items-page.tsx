import { ArrowLeft, Package, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useUser } from '../lib/auth.js';
import { buttonClass } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { Spinner } from '../ui/spinner.js';

const LOGIN_REDIRECT_MS = 2000; // spec section 9: /my-items sends visitors to /login after 2 s

export default function MyItemsPage() {
  const { isAuthenticated } = useUser();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (isAuthenticated) return;
    const timer = setTimeout(() => navigate('/login'), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isAuthenticated, navigate]);

  if (!isAuthenticated) {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center">
        <Spinner />
      </div>
    );
  }

  // The marketplace issue brings the listing API; until then nobody can have created a listing.
  const count: number = 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Link href="/dashboard" className={buttonClass('ghost', 'sm', '-ml-3 mb-2 text-slate-600')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar ao Dashboard
      </Link>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Meus Anúncios</h1>
          <p className="mt-1 text-sm text-slate-600">
            {count} {count === 1 ? 'anúncio criado' : 'anúncios criados'}
          </p>
        </div>
        <Link href="/marketplace/create" className={buttonClass('primary', 'md')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Novo Anúncio
        </Link>
      </div>
      <EmptyState icon={<Package />} title="Nenhum anúncio criado" className="bg-white py-14">
        <p>Anuncie equipamentos para vender, trocar, doar ou alugar.</p>
        <Link href="/marketplace/create" className={buttonClass('primary', 'md', 'mt-4')}>
          Criar Primeiro Anúncio
        </Link>
      </EmptyState>
    </div>
  );
}
