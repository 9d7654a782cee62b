import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { ReactNode } from 'react';
import { t } from '../../contract/i18n.js';
import { cn } from '../lib/cn.js';
import { Button } from './button.js';
import { EmptyState } from './empty-state.js';

/**
 * A read that failed, with 'Tentar novamente'. `panel` (default) takes the place of a list or a
 * page; `alert` is a red box inside a dialog or a tab, with room for details (`children`).
 */
export function LoadError({
  title,
  onRetry,
  icon = <AlertCircle />,
  description,
  retrying = false,
  variant = 'panel',
  className,
  children,
}: {
  title: string;
  onRetry: () => void;
  icon?: ReactNode;
  description?: ReactNode;
  /** Shows 'Tentando...' and disables the button while the retry runs. */
  retrying?: boolean;
  variant?: 'panel' | 'alert';
  className?: string;
  children?: ReactNode;
}) {
  const retry = (
    <Button
      variant="outline"
      size={variant === 'alert' ? 'sm' : 'md'}
      className={cn(variant === 'panel' && (description ? 'mt-4' : 'mt-3'))}
      onClick={onRetry}
      disabled={retrying}
    >
      {variant === 'alert' && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
      {retrying ? t('Tentando...') : t('Tentar novamente')}
    </Button>
  );
  if (variant === 'alert') {
    return (
      <div
        role="alert"
        className={cn('space-y-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900', className)}
      >
        <p className="flex items-center gap-2 font-bold">
          <AlertCircle className="h-5 w-5" aria-hidden="true" /> {title}
        </p>
        {description && <p>{description}</p>}
        {children}
        {retry}
      </div>
    );
  }
  return (
    <EmptyState icon={icon} title={title} className={cn('bg-white', className)}>
      {description && <p>{description}</p>}
      {children}
      {retry}
    </EmptyState>
  );
}
