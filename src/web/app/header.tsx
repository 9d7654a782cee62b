import { Dialog as D } from 'radix-ui';
import { ArrowLeft, LogOut, Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useLogout, useUser } from '../lib/auth.js';
import { cn } from '../lib/cn.js';
import { firstName, initials } from '../lib/format.js';
import { Avatar } from '../ui/avatar.js';
import { Badge } from '../ui/badge.js';
import { buttonClass } from '../ui/button.js';
import { Logo } from './logo.js';

// The account menu (Radix menu + floating-ui) only matters to members: keep it off the visitor's first load.
const AccountMenu = lazy(() => import('./account-menu.js'));
// The unread count beside 'Mensagens': rendered (so loaded and fetched) only for signed-in members.
const UnreadBadge = lazy(() => import('../messages/unread-badge.js'));
const unreadBadge = (href: string, dot?: boolean) =>
  href === '/messages' && (
    <Suspense fallback={null}>
      <UnreadBadge dot={dot} className={dot ? undefined : 'ml-1.5'} />
    </Suspense>
  );

const PUBLIC_LINKS = [
  { href: '/', label: 'Início' },
  { href: '/marketplace', label: 'Marketplace' },
  { href: '/events', label: 'Eventos' },
  { href: '/account-rental', label: 'Aluguel de Contas' },
  { href: '/dangerous-areas', label: 'Áreas Perigosas' },
  { href: '/be-partner', label: 'Seja Parceiro' },
];
const MEMBER_LINKS = [{ href: '/messages', label: 'Mensagens' }];

export function Header() {
  const { user, isAuthenticated, isSubscribed } = useUser();
  const logout = useLogout();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const links = isAuthenticated ? [...PUBLIC_LINKS, ...MEMBER_LINKS] : PUBLIC_LINKS;
  const showBack = location.startsWith('/dashboard') || location.startsWith('/admin');
  const isActive = (href: string) => (href === '/' ? location === '/' : location.startsWith(href));

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link href="/" className="flex shrink-0 items-center gap-2" aria-label="Início">
          <Logo />
        </Link>
        {showBack && (
          // A span carries the responsive display: buttonClass's own inline-flex would beat `hidden`.
          <span className="hidden md:block">
            <Link href="/" className={buttonClass('outline', 'sm', 'whitespace-nowrap')}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar ao Site
            </Link>
          </span>
        )}

        <nav aria-label="Principal" className={cn('ml-4 hidden flex-1 items-center gap-1 lg:flex', showBack && 'lg:hidden xl:flex')}>
          {links.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              className={cn(
                'rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
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
              <div className="hidden flex-col items-end leading-tight sm:flex">
                <span className="text-sm text-slate-600">
                  Olá, <strong className="text-slate-900">{firstName(user)}</strong>
                </span>
                <Badge tone="navy" data-testid="member-number-badge">
                  {user.memberNumber}
                </Badge>
              </div>
              <Suspense fallback={<Avatar src={user.profileImageUrl} fallback={initials(user)} />}>
                <AccountMenu user={user} isSubscribed={isSubscribed} onLogout={() => void logout()} />
              </Suspense>
            </>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Link href="/login" className={buttonClass('ghost', 'sm')}>
                Entrar
              </Link>
              <Link href="/register" className={buttonClass('primary', 'sm')}>
                Cadastrar
              </Link>
            </div>
          )}

          <D.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <D.Trigger aria-label="Abrir menu" className={buttonClass('ghost', 'icon', 'relative lg:hidden')}>
              <Menu className="h-6 w-6" aria-hidden="true" />
              {isAuthenticated && unreadBadge('/messages', true)}
            </D.Trigger>
            <D.Portal>
              <D.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-[fade-in_150ms]" />
              <D.Content className="fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-sm flex-col bg-white shadow-xl data-[state=open]:animate-[slide-in-right_200ms_ease-out]">
                <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4">
                  <D.Title className="text-base font-bold">Menu</D.Title>
                  <D.Description className="sr-only">Navegação do site</D.Description>
                  <D.Close aria-label="Fechar menu" className={buttonClass('ghost', 'icon')}>
                    <X className="h-5 w-5" aria-hidden="true" />
                  </D.Close>
                </div>
                {isAuthenticated && user && (
                  <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3">
                    <Avatar src={user.profileImageUrl} fallback={initials(user)} className="h-11 w-11" />
                    <div>
                      <p className="font-semibold">Olá, {firstName(user)}</p>
                      <Badge tone="navy">{user.memberNumber}</Badge>
                    </div>
                  </div>
                )}
                <nav aria-label="Menu móvel" className="flex-1 overflow-y-auto p-2">
                  {links.map((l) => (
                    <Link
                      key={l.href}
                      href={l.href}
                      onClick={() => setMenuOpen(false)}
                      className={cn(
                        'block rounded-lg px-4 py-3 text-base font-medium text-slate-700 hover:bg-slate-100',
                        isActive(l.href) && 'bg-brand-50 text-brand-800',
                      )}
                    >
                      {l.label}
                      {unreadBadge(l.href)}
                    </Link>
                  ))}
                  {isAuthenticated && user && (
                    <div className="mt-2 border-t border-slate-100 pt-2">
                      <MobileLink href="/dashboard" label="Dashboard" close={() => setMenuOpen(false)} />
                      {user.isAdmin && <MobileLink href="/admin" label="Painel Admin" close={() => setMenuOpen(false)} />}
                      <MobileLink href="/settings" label="Configurações" close={() => setMenuOpen(false)} />
                      {!isSubscribed && <MobileLink href="/subscribe" label="Assinar Agora" close={() => setMenuOpen(false)} />}
                    </div>
                  )}
                </nav>
                <div className="border-t border-slate-100 p-4">
                  {isAuthenticated ? (
                    <button type="button" onClick={() => void logout()} className={buttonClass('outline', 'md', 'w-full text-red-600')}>
                      <LogOut className="h-4 w-4" aria-hidden="true" /> Sair
                    </button>
                  ) : (
                    <div className="grid grid-cols-2 gap-2">
                      <Link href="/login" onClick={() => setMenuOpen(false)} className={buttonClass('outline', 'md')}>
                        Entrar
                      </Link>
                      <Link href="/register" onClick={() => setMenuOpen(false)} className={buttonClass('primary', 'md')}>
                        Cadastrar
                      </Link>
                    </div>
                  )}
                </div>
              </D.Content>
            </D.Portal>
          </D.Root>
        </div>
      </div>
    </header>
  );
}

function MobileLink({ href, label, close }: { href: string; label: string; close: () => void }) {
  return (
    <Link href={href} onClick={close} className="block rounded-lg px-4 py-3 text-base font-medium text-slate-700 hover:bg-slate-100">
      {label}
    </Link>
  );
}
