import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { AuthPrompt, SubscriptionPrompt } from '../ui/auth-prompt.js';
import { buttonClass } from '../ui/button.js';
import { PageHeader } from '../ui/page-header.js';
import { RentalForm } from './rental-form.js';

/** /account-rental/create: the same form; back to /account-rental after success. */
export default function CreateAccountRentalPage() {
  useDocumentTitle(PAGE_TITLES.accountRentalCreate);
  const { isAuthenticated, hasMemberAccess } = useUser();
  const [, navigate] = useLocation();

  let body: ReactNode;
  if (!isAuthenticated) {
    body = (
      <AuthPrompt title={t('Login Necessário')} text={t('Entre na sua conta para anunciar uma conta para aluguel.')} />
    );
  } else if (!hasMemberAccess) {
    // spec: listing creation requires an active subscription (admins exempt)
    body = <SubscriptionPrompt text={t('Para anunciar contas para aluguel você precisa de uma assinatura ativa.')} />;
  } else {
    body = <RentalForm onDone={() => navigate(paths.accountRental())} />;
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link href={paths.accountRental()} className={buttonClass('ghost', 'sm', '-ml-3 mb-2 text-slate-600')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('Voltar ao Aluguel de Contas')}
      </Link>
      <PageHeader
        title={t('Anunciar Conta para Aluguel')}
        subtitle={t('Sua conta passa pela verificação da administração antes de ser publicada')}
      />
      {body}
    </div>
  );
}
