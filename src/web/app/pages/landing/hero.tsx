import ArrowRight from 'lucide-react/icons/arrow-right';
import CalendarDays from 'lucide-react/icons/calendar-days';
import KeyRound from 'lucide-react/icons/key-round';
import MapPin from 'lucide-react/icons/map-pin';
import Plus from 'lucide-react/icons/plus';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Users from 'lucide-react/icons/users';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { useUser } from '../../../lib/auth.js';
import { paths } from '../../../lib/paths.js';
import { buttonClass } from '../../../ui/button.js';

const SHORTCUTS = [
  { href: paths.marketplace(), label: t('Marketplace'), icon: ShoppingBag },
  { href: paths.events(), label: t('Eventos'), icon: CalendarDays },
  { href: paths.accountRental(), label: t('Aluguel de contas'), icon: KeyRound },
  { href: paths.dangerousAreas(), label: t('Áreas perigosas'), icon: MapPin },
];

/** Section 3: who it is for, the verified-rental badge and the two marketplace actions. */
export function Hero() {
  const { isAuthenticated } = useUser();
  return (
    <section aria-labelledby="hero-title" data-testid="landing-hero" className="mx-auto max-w-7xl px-4 pt-4">
      <div className="relative overflow-hidden rounded-3xl bg-navy-900 px-5 py-10 text-white sm:px-10 sm:py-14 lg:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div className="relative lg:grid lg:grid-cols-[1fr_22rem] lg:items-center lg:gap-12">
          <div className="max-w-2xl">
            <Link
              href={paths.accountRental()}
              data-testid="hero-rental-badge"
              className="inline-flex items-center gap-1.5 rounded-full border border-brand-500/50 bg-brand-500/15 px-3 py-1.5 text-xs font-semibold text-brand-100 hover:bg-brand-500/25 sm:text-sm"
            >
              <ShieldCheck className="h-4 w-4 text-brand-500" aria-hidden="true" /> {t('Aluguel verificado e seguro')}
            </Link>
            <h1 id="hero-title" className="mt-5 text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
              {t('A comunidade dos entregadores')} <span className="text-accent-400">{t('brasileiros em Dublin')}</span>
            </h1>
            <p className="mt-4 text-base text-slate-200 sm:text-lg">
              {t(
                'Compre, venda e troque equipamentos, alugue contas de app com segurança, participe de eventos e fique por dentro das áreas perigosas da cidade. Tudo em português.',
              )}
            </p>
            <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-accent-400">
              <Users className="h-5 w-5" aria-hidden="true" /> {t('Mais de 1000 entregadores ativos')}
            </p>
            <div className="mt-7 flex flex-col gap-3 sm:flex-row">
              <Link href={paths.marketplace()} className={buttonClass('accent', 'lg')}>
                {t('Ver marketplace completo')} <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </Link>
              {/* Spec: 'Anunciar item' goes to /register when logged out. */}
              <Link
                href={isAuthenticated ? paths.marketplaceCreate() : paths.register()}
                className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white/40 bg-white/5 px-6 text-base font-semibold text-white transition-colors hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
              >
                <Plus className="h-5 w-5" aria-hidden="true" /> {t('Anunciar item')}
              </Link>
            </div>
          </div>
          {/* Wide screens only: the phone layout keeps the hero short. */}
          <ul className="hidden gap-3 lg:grid lg:grid-cols-2">
            {SHORTCUTS.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="flex h-28 flex-col justify-between rounded-2xl border border-white/10 bg-white/5 p-4 font-semibold transition-colors hover:bg-white/10"
                >
                  <Icon className="h-6 w-6 text-accent-400" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
