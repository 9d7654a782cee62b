import MoreVertical from 'lucide-react/icons/ellipsis-vertical';
import Eye from 'lucide-react/icons/eye';
import { DropdownMenu } from 'radix-ui';
import type { AdminUser } from '../../../contract/admin-users.js';
import { t } from '../../../contract/i18n.js';
import { cn } from '../../lib/cn.js';
import { Button, buttonClass } from '../../ui/button.js';
import { useUserActions } from './use-user-actions.js';
import { fullName } from './user-badges.js';

/** 'Detalhes' and a menu with the actions this admin may take on the user. */
export function UserRowActions({ user, onDetails }: { user: AdminUser; onDetails: () => void }) {
  const { items, dialogs, busy } = useUserActions(user);
  return (
    <div className="flex items-center gap-2">
      <Button size="sm" variant="outline" onClick={onDetails}>
        <Eye className="h-4 w-4" aria-hidden="true" /> {t('Detalhes')}
      </Button>
      {items.length > 0 && (
        // modal={false}: the menu opens dialogs, and a modal menu would leave the page inert behind them.
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            aria-label={t('Ações para {name}', { name: fullName(user) })}
            className={buttonClass('outline', 'sm', 'px-2')}
            disabled={busy}
          >
            <MoreVertical className="h-4 w-4" aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-60 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
            >
              {items.map(({ key, label, icon: Icon, onSelect, tone }) => (
                <DropdownMenu.Item
                  key={key}
                  onSelect={onSelect}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm outline-none',
                    tone === 'danger'
                      ? 'text-red-600 data-[highlighted]:bg-red-50'
                      : 'text-slate-700 data-[highlighted]:bg-slate-100',
                  )}
                >
                  <Icon className="h-4 w-4" aria-hidden="true" /> {label}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
      {dialogs}
    </div>
  );
}
