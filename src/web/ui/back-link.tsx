import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'wouter';
import { paths } from '../lib/paths.js';
import { buttonClass } from './button.js';

/** The "back" button pages show above their title. */
export function BackLink({ href = paths.home(), label = 'Voltar' }: { href?: string; label?: string }) {
  return (
    <Link href={href} className={buttonClass('ghost', 'sm', '-ml-3 text-slate-600')}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {label}
    </Link>
  );
}
