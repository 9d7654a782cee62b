import Bike from 'lucide-react/icons/bike';
import type { ReactNode } from 'react';
import { t } from '../../contract/i18n.js';
import { paths } from '../lib/paths.js';
import { BackLink } from '../ui/back-link.js';
import { Card } from '../ui/card.js';

/** The frame shared by sign-in and registration: back to home, a card with icon, title and subtitle. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 pt-4 pb-10 sm:pt-8">
      <div className="mx-auto w-full max-w-md">
        <BackLink href={paths.home()} label={t('Voltar ao início')} />
        <Card className="mt-2 p-5 sm:p-8">
          <div className="mb-6 text-center">
            <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-700 text-accent-400">
              <Bike className="h-6 w-6" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-extrabold text-slate-900">{title}</h1>
            <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
          </div>
          {children}
        </Card>
        <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>
      </div>
    </div>
  );
}
