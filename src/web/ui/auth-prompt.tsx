import Crown from 'lucide-react/icons/crown';
import Lock from 'lucide-react/icons/lock';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { paths } from '../lib/paths.js';
import { buttonClass } from './button.js';
import { EmptyState } from './empty-state.js';

/** What a visitor sees in place of a members-only action: sign in or create an account. */
export function AuthPrompt({ title, text }: { title: ReactNode; text: ReactNode }) {
  return (
    <EmptyState icon={<Lock />} title={title} className="bg-white">
      <p>{text}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link href={paths.login()} className={buttonClass('primary', 'md')}>
          {t('Fazer Login')}
        </Link>
        <Link href={paths.register()} className={buttonClass('outline', 'md')}>
          {t('Criar Conta')}
        </Link>
      </div>
    </EmptyState>
  );
}

/** What a member without an active subscription sees in place of a subscribers-only action. */
export function SubscriptionPrompt({ text }: { text: ReactNode }) {
  return (
    <EmptyState icon={<Crown />} title={t('Assinatura Necessária')} className="bg-white">
      <p>{text}</p>
      <Link href={paths.subscribe()} className={buttonClass('accent', 'md', 'mt-4')}>
        {t('Assinar Agora')}
      </Link>
    </EmptyState>
  );
}
