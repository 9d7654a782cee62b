import BellPlus from 'lucide-react/icons/bell-plus';
import Heart from 'lucide-react/icons/heart';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import Shield from 'lucide-react/icons/shield';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import UserCheck from 'lucide-react/icons/user-check';
import { DropdownMenu } from 'radix-ui';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { APP_LANG, LANG_NAMES, LANG_SHORT, LANGS, t } from '../../contract/i18n.js';
import { memberName } from '../../contract/member-name.js';
import type { CurrentUser } from '../../contract/users.js';
import { cn } from '../lib/cn.js';
import { firstName, initials } from '../lib/format.js';
import { featurePaths, paths } from '../lib/paths.js';
import NotificationBell from '../notifications/notification-bell.js';
import { Avatar } from '../ui/avatar.js';
import { Badge } from '../ui/badge.js';
import { chooseLanguage } from './language-switch.js';

// Its own chunk, asked for by this one: not even its name is in the shell's first load.
const LiveUpdates = lazy(() => import('../notifications/live-updates.js'));
// Issue 31: 'Onde estou agora' follows the position while the app is open (on a device that turned it on).
const CurrentZoneFollower = lazy(() => import('../safety-zones/current-zone-follower.js'));
// Issue 34: the browser's favourites move to the account at sign-in (its own chunk too).
const ImportLocalFavourites = lazy(() => import('../favourites/import-local-favourites.js'));

/**
 * The header's unseen extras: their code failing to arrive (offline before it was kept, or a new
 * version that replaced it) leaves them out, never the whole app blank.
 */
class WithoutIfFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Avatar menu: Meu Painel (the spec's Dashboard, in Portuguese: issue 28), Painel Admin (admins), Configurações, Verificar Contato (issue 28), Assinar Agora (not subscribed, never for admins: they need no subscription), Sair. */
export default function AccountMenu({
  user,
  hasMemberAccess,
  onLogout,
  greetingOnXl,
}: {
  user: CurrentUser;
  /** Subscriber or admin (useUser): nobody else is offered 'Assinar Agora'. */
  hasMemberAccess: boolean;
  onLogout: () => void;
  /** On /dashboard the greeting gives its room to 'Voltar ao Site' beside the links (the page greets). */
  greetingOnXl: boolean;
}) {
  return (
    <>
      <div className={cn('hidden flex-col items-end leading-tight sm:flex', !greetingOnXl && 'xl:hidden')}>
        <span className="text-sm text-slate-600">
          {t('Olá,')} <strong className="text-slate-900">{firstName(user)}</strong>
        </span>
        <Badge tone="navy" data-testid="member-number-badge">
          {user.memberNumber}
        </Badge>
      </div>
      {/* The bell (issue 29) comes in this chunk: one lazy load for the member's corner of the header. */}
      <NotificationBell />
      {/*
        Live updates (issue 29), one stream per tab: mounted here because this module is already the
        members-only part of the header, loaded lazily once signed in, so a visitor's first load carries
        none of it (the byte budget of `/`). Keyed by member: another account gets a stream of its own.
      */}
      <WithoutIfFailed key={user.id}>
        <Suspense fallback={null}>
          <LiveUpdates key={user.id} />
          <CurrentZoneFollower key={`zone-${user.id}`} />
          <ImportLocalFavourites key={`f${user.id}`} />
        </Suspense>
      </WithoutIfFailed>
      {/* Not modal: a modal menu hides the page from screen readers (aria-hidden on #root) while its links stay focusable. */}
      <DropdownMenu.Root modal={false}>
        {/* The name starts with what is seen (the initials, WCAG 2.5.3 label in name). */}
        <DropdownMenu.Trigger
          aria-label={t('{initials}, menu da conta', { initials: initials(user) })}
          className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <Avatar src={user.profileImageUrl} fallback={initials(user)} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
          >
            <div className="px-3 py-2 text-sm">
              <p className="font-semibold text-slate-900">{memberName(user)}</p>
              <p className="text-xs text-slate-500">{user.memberNumber}</p>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            <MenuLink href={paths.dashboard()} icon={<LayoutDashboard className="h-4 w-4" />} label={t('Meu Painel')} />
            {user.isAdmin && (
              <MenuLink href={paths.admin()} icon={<Shield className="h-4 w-4" />} label={t('Painel Admin')} />
            )}
            <MenuLink href={featurePaths.favourites()} icon={<Heart className="h-4 w-4" />} label={t('Favoritos')} />
            <MenuLink
              href={featurePaths.savedSearches()}
              icon={<BellPlus className="h-4 w-4" />}
              label={t('Buscas salvas')}
            />
            <MenuLink href={featurePaths.follows()} icon={<UserCheck className="h-4 w-4" />} label={t('Seguindo')} />
            <MenuLink href={paths.settings()} icon={<Settings className="h-4 w-4" />} label={t('Configurações')} />
            <MenuLink
              href={paths.verifyContact()}
              icon={<ShieldCheck className="h-4 w-4" />}
              label={t('Verificar Contato')}
            />
            {!hasMemberAccess && (
              <MenuLink href={paths.subscribe()} icon={<Sparkles className="h-4 w-4" />} label={t('Assinar Agora')} />
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            {/* Issue 36: PT / EN / ES, items of the menu (arrow keys reach them). */}
            <DropdownMenu.Group aria-label={t('Idioma')} className="flex gap-1 px-2 py-1">
              {LANGS.map((lang) => (
                <DropdownMenu.Item
                  key={lang}
                  lang={lang}
                  aria-label={`${LANG_SHORT[lang]}, ${LANG_NAMES[lang]}`}
                  aria-current={lang === APP_LANG ? 'true' : undefined}
                  onSelect={() => void chooseLanguage(lang, true)}
                  className="flex min-h-9 flex-1 cursor-pointer items-center justify-center rounded-md text-xs font-bold text-slate-600 outline-none data-[highlighted]:bg-slate-100 aria-[current]:bg-navy-900 aria-[current]:text-white"
                >
                  {LANG_SHORT[lang]}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            <DropdownMenu.Item
              onSelect={onLogout}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-red-600 outline-none data-[highlighted]:bg-red-50"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" /> {t('Sair')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}

function MenuLink({ href, icon, label }: { href: string; icon: ReactNode; label: string }) {
  const [, navigate] = useLocation();
  return (
    <DropdownMenu.Item
      onSelect={() => navigate(href)}
      className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100"
    >
      {icon} {label}
    </DropdownMenu.Item>
  );
}
