import { Link } from 'wouter';
import { buttonClass } from '../ui/button.js';

/** What a visitor sees in place of the report form (spec section 2). */
export function AuthPromptLinks({ login, register }: { login: string; register: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm">
      <p className="font-semibold text-slate-900">Entre em sua conta para reportar</p>
      <p className="mt-1 text-sm text-slate-600">Só membros cadastrados podem registrar incidentes.</p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Link href={login} className={buttonClass('primary', 'md')}>
          Fazer Login
        </Link>
        <Link href={register} className={buttonClass('outline', 'md')}>
          Criar Conta
        </Link>
      </div>
    </div>
  );
}
