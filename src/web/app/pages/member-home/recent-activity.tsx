import { t } from '../../../../contract/i18n.js';
import { RecentItems } from '../../../marketplace/recent-items.js';
import { RecentMessages } from '../../../messages/recent-messages.js';
import { Card } from '../../../ui/card.js';

/** Spec: the 2 latest items of the marketplace and the member's 2 latest messages. */
export function RecentActivity() {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-bold text-slate-900">{t('Atividade recente')}</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">{t('Itens recentes')}</h3>
          <RecentItems />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">{t('Mensagens recentes')}</h3>
          <RecentMessages />
        </div>
      </div>
    </Card>
  );
}
