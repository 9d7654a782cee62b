import Lock from 'lucide-react/icons/lock';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { type ButtonVariant, buttonClass } from '../../../ui/button.js';

/**
 * A link that turns into a disabled button when the member may not use it yet
 * (spec: marketplace, create event and messages are disabled without an active subscription).
 */
export function GatedLink({
  href,
  allowed,
  variant = 'primary',
  className,
  children,
}: {
  href: string;
  allowed: boolean;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  if (allowed) {
    return (
      <Link href={href} className={buttonClass(variant, 'md', className)}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      disabled
      title={t('Requer assinatura ativa')}
      className={buttonClass(variant, 'md', className)}
    >
      <Lock className="h-4 w-4" aria-hidden="true" />
      {children}
    </button>
  );
}
