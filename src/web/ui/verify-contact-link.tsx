import ShieldCheck from 'lucide-react/icons/shield-check';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { cn } from '../lib/cn.js';
import { paths } from '../lib/paths.js';

/** The community scam check (/verificar-contato), beside every contact a member may act on (issue 28). */
export function VerifyContactLink({ className }: { className?: string }) {
  return (
    <Link
      href={paths.verifyContact()}
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline',
        className,
      )}
      data-testid="verify-contact-link"
    >
      <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden="true" /> {t('Verificar contato antes de negociar')}
    </Link>
  );
}
