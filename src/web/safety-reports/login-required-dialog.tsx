import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { paths } from '../lib/paths.js';
import { buttonClass } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';

/** A visitor's map click or 'Minha Localização' (spec section 2). */
export function LoginRequiredDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('Login Necessário')}
      description={t('Entre em sua conta para reportar incidentes no mapa.')}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <Link href={paths.login()} className={buttonClass('primary', 'md')}>
          {t('Fazer Login')}
        </Link>
        <Link href={paths.register()} className={buttonClass('outline', 'md')}>
          {t('Criar Conta Gratuita')}
        </Link>
      </div>
    </Dialog>
  );
}
