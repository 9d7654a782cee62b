import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { paths } from '../lib/paths.js';
import { buttonClass } from './button.js';

/** The "back" button pages show above their title. */
export function BackLink({ href = paths.home(), label = t('Voltar') }: { href?: string; label?: string }) {
  return (
    <Link href={href} className={buttonClass('ghost', 'sm', '-ml-3 text-slate-600')}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {label}
    </Link>
  );
}
