import ChevronDown from 'lucide-react/icons/chevron-down';
import Menu from 'lucide-react/icons/menu';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { t } from '../../contract/i18n.js';
import { cn } from '../lib/cn.js';
import { Sheet } from '../ui/sheet.js';
import { ADMIN_TABS, type AdminTab } from './admin-tabs.js';
import { useTabBadges } from './use-tab-badges.js';

/** '1 pendente', '2 pendentes'. */
const pendingText = (n: number) => (n === 1 ? t('{n} pendente', { n }) : t('{n} pendentes', { n }));

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  // The space (not drawn between flex items) makes the text read 'Parceiros 2 pendentes', not 'Parceiros2 pendentes'.
  return (
    <>
      {' '}
      <span className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
        {count}
        <span className="sr-only"> {count === 1 ? t('pendente') : t('pendentes')}</span>
      </span>
    </>
  );
}

/** Large screens: the tab bar (Radix Tabs list). Must sit inside <Tabs.Root>. */
export function AdminTabBar() {
  const badges = useTabBadges();
  return (
    <Tabs.List
      aria-label={t('Seções do painel')}
      className="hidden flex-wrap gap-1 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-sm lg:flex"
    >
      {ADMIN_TABS.map(({ key, label, icon: Icon }) => (
        <Tabs.Trigger
          key={key}
          value={key}
          className="inline-flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
          <CountBadge count={badges[key] ?? 0} />
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}

/** Small screens: a button naming the current section that opens a side menu with every tab. */
export function AdminSideMenu({ current, onSelect }: { current: AdminTab; onSelect: (key: string) => void }) {
  const [open, setOpen] = useState(false);
  const badges = useTabBadges();
  const CurrentIcon = current.icon;
  // A count belongs to its own section (Parceiros, Denúncias): beside another open section it would
  // read 'Usuários 2'. There, a dot on the menu icon says that a section inside has something pending.
  const currentCount = badges[current.key] ?? 0;
  // The name holds what the button shows, 'Parceiros 2 pendentes' (WCAG 2.5.3 label in name), then what waits elsewhere.
  const pending = ADMIN_TABS.filter(({ key }) => key !== current.key && (badges[key] ?? 0) > 0).map(({ key, label }) =>
    t('{pending} em {section}', { pending: pendingText(badges[key] ?? 0), section: label }),
  );
  const pendingElsewhere = ADMIN_TABS.some(({ key }) => key !== current.key && (badges[key] ?? 0) > 0);
  return (
    <div className="lg:hidden">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`${t('Seções do painel: {section}', { section: current.label })}${currentCount > 0 ? ` ${pendingText(currentCount)}` : ''}${pending.length > 0 ? ` (${pending.join(', ')})` : ''}`}
        className="flex h-12 w-full items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 text-left font-semibold text-slate-900 shadow-sm"
      >
        <span className="relative">
          <Menu className="h-5 w-5 text-slate-500" aria-hidden="true" />
          {pendingElsewhere && (
            <span
              className="absolute -top-1 -right-1 h-2.5 w-2.5 rounded-full bg-red-600"
              data-testid="admin-pending-dot"
            />
          )}
        </span>
        <CurrentIcon className="h-4 w-4 text-brand-700" aria-hidden="true" />
        <span className="flex-1 truncate" data-testid="admin-section-current">
          {current.label}
        </span>
        <CountBadge count={currentCount} />
        <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden="true" />
      </button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={t('Painel Administrativo')}
        description={t('Escolha uma seção')}
        side="left"
      >
        <nav aria-label={t('Seções do painel')}>
          {ADMIN_TABS.map(({ key, label, icon: Icon }) => {
            const active = key === current.key;
            return (
              <button
                key={key}
                type="button"
                aria-current={active ? 'page' : undefined}
                onClick={() => {
                  onSelect(key);
                  setOpen(false);
                }}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg px-4 py-3 text-left text-base font-medium text-slate-700 hover:bg-slate-100',
                  active && 'bg-brand-50 text-brand-800',
                )}
              >
                <Icon className="h-5 w-5" aria-hidden="true" />
                <span className="flex-1">{label}</span>
                <CountBadge count={badges[key] ?? 0} />
              </button>
            );
          })}
        </nav>
      </Sheet>
    </div>
  );
}
