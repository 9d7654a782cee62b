import ArrowLeft from 'lucide-react/icons/arrow-left';
import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { t } from '../../contract/i18n.js';
import { useLogout, useUser } from '../lib/auth.js';
import { cn } from '../lib/cn.js';
import { initials } from '../lib/format.js';
import { paths } from '../lib/paths.js';
import { buttonClass } from '../ui/button.js';
import { Logo } from './logo.js';

// The member's corner (greeting, notification bell, account menu with Radix and floating-ui) only
// matters to members: keep it off the visitor's first load.
const AccountMenu = lazy(() => import('./account-menu.js'));
// The unread count beside 'Mensagens': rendered (so loaded and fetched) only for signed-in members.
const UnreadBadge = lazy(() => import('../messages/unread-badge.js'));
// The phone menu (Radix Dialog and its scroll lock) is not part of the first load of `/`: it is
// fetched when the menu button is touched, hovered or focused, before the tap completes.
const importMobileMenu = () => import('./mobile-menu.js');
const MobileMenu = lazy(importMobileMenu);
const loadMobileMenu = () => void importMobileMenu();
const unreadBadge = (href: string, dot?: boolean) =>
  href === paths.messages() && (
    <Suspense fallback={null}>
      <UnreadBadge dot={dot} className={dot ? undefined : 'ml-1.5'} />
    </Suspense>
  );

const PUBLIC_LINKS = [
  { href: paths.home(), label: t('Início') },
  { href: paths.marketplace(), label: t('Marketplace') },
  { href: paths.events(), label: t('Eventos') },
  { href: paths.accountRental(), label: t('Aluguel de Contas') },
  { href: paths.dangerousAreas(), label: t('Áreas Perigosas') },
  { href: paths.bePartner(), label: t('Seja Parceiro') },
];
const MEMBER_LINKS = [{ href: paths.messages(), label: t('Mensagens') }];

export function Header() {
  const { user, isAuthenticated, hasMemberAccess } = useUser();
  const logout = useLogout();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const links = isAuthenticated ? [...PUBLIC_LINKS, ...MEMBER_LINKS] : PUBLIC_LINKS;
  // /admin has its own 'Voltar ao site' above the panel's title: one, not two.
  const showBack = location.startsWith(paths.dashboard());
  const isActive = (href: string) => (href === paths.home() ? location === paths.home() : location.startsWith(href));

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link href={paths.home()} className="flex shrink-0 items-center gap-2">
          <Logo />
        </Link>
        {showBack && (
          // A span carries the responsive display: buttonClass's own inline-flex would beat `hidden`.
          <span className="hidden md:block">
            <Link href={paths.home()} className={buttonClass('outline', 'sm', 'whitespace-nowrap')}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('Voltar ao Site')}
            </Link>
          </span>
        )}

        {/* From xl only: below 1280 px the links (plus the back button and the greeting) do not fit on one line. */}
        <nav aria-label={t('Principal')} className="ml-2 hidden flex-1 items-center gap-1 xl:flex">
          {links.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              className={cn(
                'whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                isActive(l.href) && 'bg-brand-50 text-brand-800',
              )}
            >
              {l.label}
              {unreadBadge(l.href)}
            </Link>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {isAuthenticated && user ? (
            <>
              {/* Fallback without Radix (ui/avatar): the account menu brings it, off the first load. */}
              <Suspense
                fallback={
                  <span
                    aria-hidden="true"
                    className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                  >
                    {initials(user)}
                  </span>
                }
              >
                <AccountMenu
                  user={user}
                  hasMemberAccess={hasMemberAccess}
                  onLogout={() => void logout()}
                  greetingOnXl={!showBack}
                />
              </Suspense>
            </>
          ) : (
            <>
              <Link href={paths.login()} className={buttonClass('ghost', 'sm')}>
                {t('Entrar')}
              </Link>
              <span className="hidden sm:block">
                <Link href={paths.register()} className={buttonClass('primary', 'sm')}>
                  {t('Cadastrar')}
                </Link>
              </span>
            </>
          )}

          <button
            ref={menuButton}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={loadMobileMenu}
            onTouchStart={loadMobileMenu}
            onFocus={loadMobileMenu}
            onClick={() => setMenuOpen(true)}
            className={buttonClass('ghost', 'icon', 'relative xl:hidden')}
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
            {/* Named by its content: 'Abrir menu' and the unread count the badge shows (WCAG 2.5.3 label in name). */}
            <span className="sr-only">{t('Abrir menu')}</span>
            {isAuthenticated && unreadBadge(paths.messages(), true)}
          </button>
          {menuOpen && (
            <Suspense fallback={null}>
              <MobileMenu
                links={links}
                isActive={isActive}
                onClose={() => setMenuOpen(false)}
                onLogout={() => void logout()}
                returnFocus={() => menuButton.current?.focus()}
              />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
