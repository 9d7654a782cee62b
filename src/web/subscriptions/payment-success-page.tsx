import { CircleX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { buttonClass } from '../ui/button.js';

// Spec section 4: a missing client secret, or a lookup that cannot be made, is the error state.
// The payment provider is not wired in yet, so no lookup can succeed: the page says so truthfully.
export default function PaymentSuccessPage() {
  const hasSecret = new URLSearchParams(useSearch()).has('payment_intent_client_secret');
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="mb-6 text-center text-2xl font-extrabold text-slate-900">Status do Pagamento</h1>
      <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <CircleX className="h-14 w-14 text-red-500" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-bold text-slate-900">Erro no Pagamento</h2>
        <p className="mt-2 text-sm text-slate-600">
          {hasSecret
            ? 'Erro ao verificar o status do pagamento.'
            : 'Não encontramos os dados deste pagamento.'}
        </p>
        <div className="mt-6 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Link href="/subscribe" className={buttonClass('primary', 'md')}>
            Tentar Novamente
          </Link>
          <Link href="/" className={buttonClass('outline', 'md')}>
            Voltar à Página Inicial
          </Link>
        </div>
      </div>
    </div>
  );
}
