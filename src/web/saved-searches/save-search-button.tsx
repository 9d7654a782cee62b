import BellPlus from 'lucide-react/icons/bell-plus';
import { lazy } from 'react';
import { t } from '../../contract/i18n.js';
import type { CreateSavedSearch } from '../../contract/saved-searches.js';
import { useUser } from '../lib/auth.js';
import { LazyDialogButton } from '../ui/lazy-dialog-button.js';

// The dialog (name, the API hook, the contract) loads at the first tap: the list pages stay light (decision 010).
const SaveSearchDialog = lazy(() => import('./save-search-dialog.js'));

/**
 * 'Salvar busca' (issue 34) on /marketplace and /account-rental, for signed-in members: saves the
 * page's current filters with a name; a new matching listing will be notified.
 */
export function SaveSearchButton({
  kind,
  filters,
  suggestedName,
}: {
  kind: CreateSavedSearch['kind'];
  filters: CreateSavedSearch['filters'];
  suggestedName: string;
}) {
  const { user } = useUser();
  if (!user) return null;
  return (
    <LazyDialogButton
      icon={<BellPlus className="h-4 w-4" aria-hidden="true" />}
      label={t('Salvar busca')}
      testId="save-search"
      dialog={(open, onOpenChange) => (
        <SaveSearchDialog
          open={open}
          onOpenChange={onOpenChange}
          kind={kind}
          filters={filters}
          suggestedName={suggestedName}
        />
      )}
    />
  );
}
