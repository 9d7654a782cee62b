import ArrowLeft from 'lucide-react/icons/arrow-left';
import SearchX from 'lucide-react/icons/search-x';
import { type ReactNode, useEffect } from 'react';
import { Link, Redirect, useLocation, useRoute } from 'wouter';
import { t } from '../../contract/i18n.js';
import { marketplaceMessages as msg } from '../../contract/marketplace.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { ApiError } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { AuthPrompt, SubscriptionPrompt } from '../ui/auth-prompt.js';
import { buttonClass } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { PageHeader } from '../ui/page-header.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/toast.js';
import { useItem } from './api/get-item.js';
import { ItemForm } from './item-form.js';

/** /marketplace/create and /marketplace/{id}/edit. */
export default function MarketplaceFormPage() {
  const [isEdit, params] = useRoute<{ id: string }>(paths.marketplaceEdit(':id'));
  useDocumentTitle(isEdit ? t('Editar Item') : PAGE_TITLES.marketplaceCreate);
  const { user, isAuthenticated, hasMemberAccess, isAdmin } = useUser();
  const [, navigate] = useLocation();
  const id = isEdit && /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const existing = useItem(isAuthenticated ? id : null);
  const item = existing.data;
  // Spec: only the owner or an admin may edit; anyone else is told so and sent to the item.
  const forbidden = !!item && !!user && !isAdmin && item.sellerId !== user.id;

  useEffect(() => {
    if (!forbidden || !item) return;
    toast({ title: msg.editForbidden, variant: 'destructive' });
    navigate(paths.marketplaceItem(item.id), { replace: true });
  }, [forbidden, item, navigate]);

  if (isEdit && id === null) return <Redirect to={paths.marketplace()} replace />;

  let body: ReactNode;
  if (!isAuthenticated) {
    body = <AuthPrompt title={t('Login Necessário')} text={t('Entre na sua conta para anunciar no marketplace.')} />;
  } else if (!isEdit) {
    body = hasMemberAccess ? (
      <ItemForm />
    ) : (
      <SubscriptionPrompt text={t('Para criar anúncios no marketplace você precisa de uma assinatura ativa.')} />
    );
  } else if (existing.isLoading || forbidden) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  } else if (!item) {
    const notFound = existing.error instanceof ApiError && existing.error.status === 404;
    body = notFound ? (
      <EmptyState icon={<SearchX />} title={msg.notFound} className="bg-white py-14">
        <p>{t('Este anúncio não existe ou foi removido.')}</p>
      </EmptyState>
    ) : (
      <LoadError
        icon={<SearchX />}
        title={t('Não foi possível carregar o item')}
        onRetry={() => void existing.refetch()}
        className="py-14"
      />
    );
  } else {
    body = <ItemForm key={item.id} item={item} />;
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-4 sm:py-8">
      <Link
        href={item ? paths.marketplaceItem(item.id) : paths.marketplace()}
        className={buttonClass('ghost', 'sm', '-ml-3 mb-2 text-slate-600')}
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />{' '}
        {item ? t('Voltar ao anúncio') : t('Voltar ao Marketplace')}
      </Link>
      <PageHeader
        title={isEdit ? t('Editar Item no Marketplace') : t('Criar Item no Marketplace')}
        subtitle={
          isEdit
            ? t('Atualize as informações e as fotos do seu anúncio')
            : t('Venda, troque, doe ou alugue equipamentos para a comunidade')
        }
      />
      {body}
    </div>
  );
}
