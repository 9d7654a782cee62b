import type { LucideIcon } from 'lucide-react';
import Bike from 'lucide-react/icons/bike';
import BookOpen from 'lucide-react/icons/book-open';
import CalendarDays from 'lucide-react/icons/calendar-days';
import BarChart3 from 'lucide-react/icons/chart-column';
import Flag from 'lucide-react/icons/flag';
import Handshake from 'lucide-react/icons/handshake';
import KeyRound from 'lucide-react/icons/key-round';
import Megaphone from 'lucide-react/icons/megaphone';
import Settings from 'lucide-react/icons/settings';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Thermometer from 'lucide-react/icons/thermometer';
import Users from 'lucide-react/icons/users';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { t } from '../../contract/i18n.js';

export interface AdminTab {
  key: string;
  label: string;
  icon: LucideIcon;
  /** Each tab is its own chunk: an admin opening one tab does not download the other nine. */
  Component: LazyExoticComponent<ComponentType>;
}

/** The tabs of the administrator panel, the spec's ten in its order, then Denúncias; `key` is the ?tab= value. */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    key: 'market-temperature',
    label: t('Temperatura'),
    icon: Thermometer,
    Component: lazy(() => import('./tabs/market-temperature-tab.js')),
  },
  { key: 'users', label: t('Usuários'), icon: Users, Component: lazy(() => import('./tabs/users-tab.js')) },
  {
    key: 'marketplace',
    label: t('Marketplace'),
    icon: ShoppingBag,
    Component: lazy(() => import('./tabs/marketplace-tab.js')),
  },
  {
    key: 'account-rentals',
    label: t('Aluguel de Contas'),
    icon: KeyRound,
    Component: lazy(() => import('./tabs/account-rentals-tab.js')),
  },
  { key: 'events', label: t('Eventos'), icon: CalendarDays, Component: lazy(() => import('./tabs/events-tab.js')) },
  {
    key: 'partner-applications',
    label: t('Parceiros'),
    icon: Handshake,
    Component: lazy(() => import('./tabs/partner-applications-tab.js')),
  },
  {
    key: 'sponsors',
    label: t('Patrocinadores'),
    icon: Megaphone,
    Component: lazy(() => import('./tabs/sponsors-tab.js')),
  },
  {
    key: 'safety-reports',
    label: t('Relatórios de Segurança'),
    icon: ShieldAlert,
    Component: lazy(() => import('./tabs/safety-reports-tab.js')),
  },
  {
    key: 'site-config',
    label: t('Configurações do site'),
    icon: Settings,
    Component: lazy(() => import('./tabs/site-config-tab.js')),
  },
  { key: 'stats', label: t('Estatísticas'), icon: BarChart3, Component: lazy(() => import('./tabs/stats-tab.js')) },
  // Issue 15: the eleventh tab, with a red badge of what waits there (admin-nav.tsx, use-tab-badges.ts).
  { key: 'reports', label: t('Denúncias'), icon: Flag, Component: lazy(() => import('./tabs/reports-tab.js')) },
  // Issue 35: the riders' guides of /guias.
  { key: 'guides', label: t('Guias'), icon: BookOpen, Component: lazy(() => import('./tabs/guides-tab.js')) },
  // Issue 32: second claims on a frame serial (the stolen bikes' register).
  { key: 'bikes', label: t('Bicicletas'), icon: Bike, Component: lazy(() => import('./tabs/bikes-tab.js')) },
];

export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];
