import Download from 'lucide-react/icons/download';
import Trash2 from 'lucide-react/icons/trash';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../contract/i18n.js';
import { Button, buttonClass } from '../ui/button.js';
import { Card } from '../ui/card.js';

// The form (and zod behind its contract) only once the member opens it.
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog.js'));

/** Issue 15 (GDPR self-service): the member takes out a copy of their data, or deletes the account, no one to write to. */
export function PrivacyCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Card className="p-5" data-testid="privacy-card">
      <h2 className="text-base font-bold text-slate-900">{t('Privacidade')}</h2>
      <p className="mt-2 text-sm text-slate-600">
        {t(
          'Baixe uma cópia de tudo o que a comunidade guarda sobre você: perfil, anúncios, aluguéis, mensagens enviadas e recebidas, eventos, relatórios de segurança e as suas fotos, num arquivo ZIP.',
        )}
      </p>
      {/* A plain download link: the server streams the ZIP, the browser saves it. */}
      <a href="/api/privacy/export" download className={buttonClass('outline', 'md', 'mt-4 w-full sm:w-auto')}>
        <Download className="h-4 w-4" aria-hidden="true" /> {t('Baixar meus dados')}
      </a>
      <div className="mt-5 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-600">
          {t('Excluir a conta cancela a sua assinatura e apaga os seus dados de vez.')}
        </p>
        <Button variant="destructive-outline" className="mt-3 w-full sm:w-auto" onClick={() => setDeleting(true)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('Excluir minha conta')}
        </Button>
      </div>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
        </Suspense>
      )}
    </Card>
  );
}
