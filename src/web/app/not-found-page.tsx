import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { buttonClass } from '../ui/button.js';
import { Card } from '../ui/card.js';

/**
 * Any address the route table does not know (the server answers it with status 404). What a rider
 * reads, in pt-BR, with the ways back; then the spec's two lines for developers, unchanged.
 */
export default function NotFoundPage() {
  useDocumentTitle(PAGE_TITLES.notFound);
  return (
    <div className="flex min-h-[60dvh] w-full items-center justify-center bg-slate-50 px-4 py-10">
      <Card className="w-full max-w-md p-6">
        <h1 className="text-2xl font-bold text-slate-900">{PAGE_TITLES.notFound}</h1>
        <p className="mt-2 text-slate-600">
          {t('Esta página não existe ou foi removida. Confira o endereço ou siga por um dos caminhos abaixo.')}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link href={paths.home()} className={buttonClass('primary')}>
            {t('Ir para o início')}
          </Link>
          <Link href={paths.marketplace()} className={buttonClass('outline')}>
            {t('Ver o marketplace')}
          </Link>
        </div>
        <div className="mt-6 border-t border-slate-200 pt-4">
          <div className="mb-2 flex items-center gap-2">
            <AlertCircle className="h-5 w-5 text-red-500" aria-hidden="true" />
            <h2 className="text-base font-semibold text-slate-700">{t('404 Page Not Found')}</h2>
          </div>
          <p className="text-sm text-slate-600">{t('Did you forget to add the page to the router?')}</p>
        </div>
      </Card>
    </div>
  );
}
