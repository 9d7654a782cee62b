import { t } from '../../contract/i18n.js';
import { cn } from '../lib/cn.js';

export function Spinner({ className, label = t('Carregando...') }: { className?: string; label?: string }) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn(
        'inline-block h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700',
        className,
      )}
    />
  );
}

/** Spec: a full-screen spinner while the login state loads. */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center" data-testid="full-screen-spinner">
      <Spinner className="h-12 w-12" />
    </div>
  );
}
