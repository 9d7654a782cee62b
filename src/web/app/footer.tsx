import { Link } from 'wouter';
import { paths } from '../lib/paths.js';
import { Logo } from './logo.js';

export function Footer() {
  return (
    <footer className="mt-12 bg-navy-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <div className="flex items-center gap-2 text-white [&_span]:text-white">
            <Logo />
          </div>
          <p className="text-sm">
            A comunidade dos entregadores brasileiros em Dublin. Mais de 1000 entregadores ativos.
          </p>
        </div>
        <nav aria-label="Links rápidos">
          <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">Links rápidos</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link href={paths.events()} className="hover:text-white">
                Eventos
              </Link>
            </li>
            <li>
              <Link href={paths.marketplace()} className="hover:text-white">
                Marketplace
              </Link>
            </li>
            <li>
              <Link href={paths.accountRental()} className="hover:text-white">
                Aluguel de Contas
              </Link>
            </li>
            <li>
              <a href={paths.sponsorsSection()} className="hover:text-white">
                Patrocinadores
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Suporte">
          <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">Suporte</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link href={paths.help()} className="hover:text-white">
                Central de Ajuda
              </Link>
            </li>
            <li>
              <Link href={paths.guides()} className="hover:text-white">
                Guias do Entregador
              </Link>
            </li>
            <li>
              <Link href={paths.verifyContact()} className="hover:text-white">
                Verificar Contato
              </Link>
            </li>
            <li>
              <Link href={paths.terms()} className="hover:text-white">
                Termos de Uso
              </Link>
            </li>
            <li>
              <Link href={paths.privacy()} className="hover:text-white">
                Política de Privacidade
              </Link>
            </li>
            <li>
              <Link href={paths.contact()} className="hover:text-white">
                Contato
              </Link>
            </li>
          </ul>
        </nav>
        <div className="text-sm">
          <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">Pagamento seguro</h2>
          <p>Pagamento processado por provedor de cartão. Cancele quando quiser.</p>
        </div>
      </div>
      <div className="border-t border-white/10 py-4 text-center text-xs text-slate-400">
        © 2025 Comunidade Entregadores Dublin. Todos os direitos reservados.
      </div>
    </footer>
  );
}
