import FlaskConical from 'lucide-react/icons/flask-conical';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { paths } from '../lib/paths.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/toast.js';
import { type DemoOutcome, useDemoPayment } from './api/demo-payment.js';
import { euros } from './api/get-offer.js';

/**
 * Decision 013: without Stripe keys (and not in production) the checkout is simulated. Approval
 * activates the membership through the same service as Stripe's webhook; the result page is the same.
 */
export function DemoCheckout({
  clientSecret,
  priceCents,
  onReady,
}: {
  clientSecret: string;
  priceCents: number;
  onReady: () => void;
}) {
  const pay = useDemoPayment();
  const [, navigate] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: ready once, when the buttons appear
  useEffect(onReady, []);

  const simulate = (outcome: DemoOutcome) =>
    pay.mutate(
      { clientSecret, outcome },
      {
        onSuccess: ({ status }) => navigate(`${paths.paymentSuccess()}?demo_status=${status}`),
        onError: (err) =>
          toast({
            title: t('Erro no pagamento'),
            description: errorMessage(err, t('Tente novamente.')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section
      aria-label={t('Pagamento de demonstração')}
      className="rounded-2xl border-2 border-dashed border-amber-400 bg-white p-5 sm:p-6"
      data-testid="demo-checkout"
    >
      <p className="flex items-center gap-2 rounded-lg bg-amber-100 px-3 py-2 text-sm font-bold text-amber-900">
        <FlaskConical className="h-4 w-4 shrink-0" aria-hidden="true" /> {t('Modo demonstração: nenhum pagamento real')}
      </p>
      <p className="mt-4 text-sm text-slate-700">
        {t(
          'Este servidor não tem uma conta de pagamentos configurada. Simule o resultado para ver o fluxo completo: a assinatura de',
        )}{' '}
        <strong>{t('{price}/mês', { price: euros(priceCents) })}</strong>{' '}
        {t('é ativada por um mês, sem nenhuma cobrança.')}
      </p>
      <div className="mt-5 flex flex-col gap-2">
        <Button size="lg" onClick={() => simulate('approved')} disabled={pay.isPending}>
          {t('Simular pagamento aprovado')}
        </Button>
        <Button size="lg" variant="outline" onClick={() => simulate('declined')} disabled={pay.isPending}>
          {t('Simular pagamento recusado')}
        </Button>
      </div>
    </section>
  );
}
