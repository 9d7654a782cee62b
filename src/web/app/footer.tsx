import { Link } from 'wouter';
import { APP_LANG, t } from '../../contract/i18n.js';
import { paths } from '../lib/paths.js';
import { Logo } from './logo.js';

/**
 * PT / EN / ES for everyone (issue 36, decision 058): plain links, no script on the first load. The
 * server answers `?lang=` with the choice kept (cookie, and the account of a member) and the page again.
 */
// contract/i18n's LANGS and LANG_NAMES, written here: importing them would bring that module (and the
// format() the lazy pages share) into the main chunk, +0.5 KB of the first load of /.
// i18n: same in every language (each language in its own name).
const LANGUAGES = [
  ['pt-BR', 'Português'],
  ['en', 'English'],
  ['es', 'Español'],
] as const;

function LanguageLinks() {
  return (
    <nav aria-label={t('Idioma')}>
      <h2 className="mb-2 text-sm font-bold tracking-wide text-white uppercase">{t('Idioma')}</h2>
      <ul className="flex flex-wrap gap-1">
        {LANGUAGES.map(([lang, name]) => (
          <li key={lang}>
            <a
              href={`?lang=${lang}`}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === APP_LANG ? 'true' : undefined}
              className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold hover:bg-white/10 hover:text-white aria-[current]:bg-white aria-[current]:text-navy-900"
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="mt-12 bg-navy-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <div className="flex items-center gap-2 text-white [&_span]:text-white">
            <Logo />
          </div>
          <p className="text-sm">
            {t('A comunidade dos entregadores brasileiros em Dublin. Mais de 1000 entregadores ativos.')}
          </p>
        </div>
        <nav aria-label={t('Links rápidos')}>
          <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{t('Links rápidos')}</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link href={paths.events()} className="hover:text-white">
                {t('Eventos')}
              </Link>
            </li>
            <li>
              <Link href={paths.marketplace()} className="hover:text-white">
                {t('Marketplace')}
              </Link>
            </li>
            <li>
              <Link href={paths.accountRental()} className="hover:text-white">
                {t('Aluguel de Contas')}
              </Link>
            </li>
            <li>
              <a href={paths.sponsorsSection()} className="hover:text-white">
                {t('Patrocinadores')}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('Suporte')}>
          <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{t('Suporte')}</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link href={paths.help()} className="hover:text-white">
                {t('Central de Ajuda')}
              </Link>
            </li>
            <li>
              <Link href={paths.guides()} className="hover:text-white">
                {t('Guias do Entregador')}
              </Link>
            </li>
            <li>
              <Link href={paths.verifyContact()} className="hover:text-white">
                {t('Verificar Contato')}
              </Link>
            </li>
            <li>
              <Link href={paths.terms()} className="hover:text-white">
                {t('Termos de Uso')}
              </Link>
            </li>
            <li>
              <Link href={paths.privacy()} className="hover:text-white">
                {t('Política de Privacidade')}
              </Link>
            </li>
            <li>
              <Link href={paths.contact()} className="hover:text-white">
                {t('Contato')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="space-y-6 text-sm">
          <div>
            <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{t('Pagamento seguro')}</h2>
            <p>{t('Pagamento processado por provedor de cartão. Cancele quando quiser.')}</p>
          </div>
          <LanguageLinks />
        </div>
      </div>
      <div className="border-t border-white/10 py-4 text-center text-xs text-slate-400">
        {t('© 2025 Comunidade Entregadores Dublin. Todos os direitos reservados.')}
      </div>
    </footer>
  );
}
