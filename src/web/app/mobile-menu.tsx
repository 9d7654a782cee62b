import LogOut from 'lucide-react/icons/log-out';
import X from 'lucide-react/icons/x';
import { Dialog as D } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { useUser } from '../lib/auth.js';
import { cn } from '../lib/cn.js';
import { firstName, initials } from '../lib/format.js';
import { featurePaths, paths } from '../lib/paths.js';
import { Avatar } from '../ui/avatar.js';
import { Badge } from '../ui/badge.js';
import { buttonClass } from '../ui/button.js';
import { LanguageSwitch } from './language-switch.js';

const UnreadBadge = lazy(() => import('../messages/unread-badge.js'));

export interface MobileMenuProps {
  links: { href: string; label: string }[];
  isActive: (href: string) => boolean;
  onClose: () => void;
  onLogout: () => void;
  /** Where focus goes back when the menu closes (the menu button). */
  returnFocus: () => void;
}

/** The phone menu: a sheet from the right with the site links, the member's shortcuts and sign-out. Loaded on demand by the header. */
export default function MobileMenu({ links, isActive, onClose, onLogout, returnFocus }: MobileMenuProps) {
  const { user, isAuthenticated, hasMemberAccess } = useUser();
  return (
    <D.Root open onOpenChange={(open) => !open && onClose()}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-[fade-in_150ms]" />
        <D.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-sm flex-col bg-white shadow-xl data-[state=open]:animate-[slide-in-right_200ms_ease-out]"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4">
            <D.Title className="text-base font-bold">{t('Menu')}</D.Title>
            <D.Description className="sr-only">{t('Navegação do site')}</D.Description>
            <D.Close aria-label={t('Fechar menu')} className={buttonClass('ghost', 'icon')}>
              <X className="h-5 w-5" aria-hidden="true" />
            </D.Close>
          </div>
          {isAuthenticated && user && (
            <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3">
              <Avatar src={user.profileImageUrl} fallback={initials(user)} className="h-11 w-11" />
              <div>
                <p className="font-semibold">
                  {t('Olá,')} {firstName(user)}
                </p>
                <Badge tone="navy">{user.memberNumber}</Badge>
              </div>
            </div>
          )}
          <nav aria-label={t('Menu móvel')} className="flex-1 overflow-y-auto p-2">
            {links.map((l) => (
              <Link
                key={l.href}
                href={l.href}
                onClick={onClose}
                className={cn(
                  'block rounded-lg px-4 py-3 text-base font-medium text-slate-700 hover:bg-slate-100',
                  isActive(l.href) && 'bg-brand-50 text-brand-800',
                )}
              >
                {l.label}
                {l.href === paths.messages() && (
                  <Suspense fallback={null}>
                    <UnreadBadge className="ml-1.5" />
                  </Suspense>
                )}
              </Link>
            ))}
            {isAuthenticated && user && (
              <div className="mt-2 border-t border-slate-100 pt-2">
                {/* The count is on the bell beside the menu button. */}
                <MobileLink href={paths.notifications()} label={t('Notificações')} close={onClose} />
                <MobileLink href={paths.dashboard()} label={t('Meu Painel')} close={onClose} />
                <MobileLink href={featurePaths.favourites()} label={t('Favoritos')} close={onClose} />
                <MobileLink href={featurePaths.savedSearches()} label={t('Buscas salvas')} close={onClose} />
                <MobileLink href={featurePaths.follows()} label={t('Seguindo')} close={onClose} />
                {user.isAdmin && <MobileLink href={paths.admin()} label={t('Painel Admin')} close={onClose} />}
                <MobileLink href={paths.settings()} label={t('Configurações')} close={onClose} />
                <MobileLink href={paths.verifyContact()} label={t('Verificar Contato')} close={onClose} />
                {!hasMemberAccess && <MobileLink href={paths.subscribe()} label={t('Assinar Agora')} close={onClose} />}
              </div>
            )}
          </nav>
          <div className="space-y-3 border-t border-slate-100 p-4">
            <LanguageSwitch className="w-full justify-center" />
            {isAuthenticated ? (
              <button type="button" onClick={onLogout} className={buttonClass('outline', 'md', 'w-full text-red-600')}>
                <LogOut className="h-4 w-4" aria-hidden="true" /> {t('Sair')}
              </button>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <Link href={paths.login()} onClick={onClose} className={buttonClass('outline', 'md')}>
                  {t('Entrar')}
                </Link>
                <Link href={paths.register()} onClick={onClose} className={buttonClass('primary', 'md')}>
                  {t('Cadastrar')}
                </Link>
              </div>
            )}
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

function MobileLink({ href, label, close }: { href: string; label: string; close: () => void }) {
  return (
    <Link
      href={href}
      onClick={close}
      className="block rounded-lg px-4 py-3 text-base font-medium text-slate-700 hover:bg-slate-100"
    >
      {label}
    </Link>
  );
}
