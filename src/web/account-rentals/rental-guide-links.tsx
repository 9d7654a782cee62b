import BookOpen from 'lucide-react/icons/book-open';
import { Link } from 'wouter';
import { GUIDE_SLUGS } from '../../contract/guides-labels.js';
import { t } from '../../contract/i18n.js';
import { cn } from '../lib/cn.js';
import { paths } from '../lib/paths.js';

/** Issue 35: before renting or lending an account, the two guides that say what is allowed. */
export function RentalGuideLinks({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-start gap-1.5 text-xs text-slate-600', className)}>
      <BookOpen className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span>
        {t('Antes de alugar:')}{' '}
        <Link href={paths.guide(GUIDE_SLUGS.substitution)} className="font-semibold text-brand-700 underline">
          {t('regras de substituição')}
        </Link>{' '}
        {t('e')}{' '}
        <Link href={paths.guide(GUIDE_SLUGS.rightToWork)} className="font-semibold text-brand-700 underline">
          {t('direito de trabalhar')}
        </Link>
        .
      </span>
    </p>
  );
}
