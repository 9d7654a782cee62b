import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { blacklistMessages } from '../../contract/blacklist-labels.js';
import { cn } from '../lib/cn.js';

/**
 * The community alert beside a contact (rental reveal, listing, message; decision 022): the
 * approved alert's description only, computed on the server.
 */
export function ContactAlert({
  alert,
  className,
}: {
  alert: { description: string } | null | undefined;
  className?: string;
}) {
  if (!alert) return null;
  return (
    <div
      role="alert"
      data-testid="contact-alert"
      className={cn('rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900', className)}
    >
      <p className="flex items-start gap-2 font-semibold">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-red-600" aria-hidden="true" />
        {blacklistMessages.warningTitle}
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words">{alert.description}</p>
      <p className="mt-1 text-xs text-red-800">{blacklistMessages.warningHint}</p>
    </div>
  );
}
