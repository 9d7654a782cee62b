import Eye from 'lucide-react/icons/eye';
import { t } from '../../../contract/i18n.js';
import type { PartnerApplication } from '../../../contract/partner-applications.js';
import { formatDate } from '../../lib/dates.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { PartnerStatusBadge } from './partner-status-badge.js';

/** The requests: a table from lg up, cards on phones. */
export function PartnerList({
  items,
  onOpen,
}: {
  items: PartnerApplication[];
  onOpen: (a: PartnerApplication) => void;
}) {
  const open = (a: PartnerApplication) => (
    <Button
      size="sm"
      variant="outline"
      onClick={() => onOpen(a)}
      aria-label={t('Detalhes da solicitação de {company}', { company: a.companyName })}
    >
      <Eye className="h-4 w-4" aria-hidden="true" /> {t('Detalhes')}
    </Button>
  );
  return (
    <>
      <Card className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('Empresa')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('Contato')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('Mensagem')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('Status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('Enviada em')}
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{t('Ações')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((a) => (
              <tr key={a.id} data-testid="partner-row">
                <td className="px-4 py-3 font-semibold text-slate-900">{a.companyName}</td>
                <td className="px-4 py-3">
                  <p className="text-slate-900">{a.contactName}</p>
                  <p className="text-xs text-slate-500">
                    {a.email} · {a.phone}
                  </p>
                </td>
                <td className="max-w-xs px-4 py-3">
                  <p className="line-clamp-2 text-slate-600">{a.message}</p>
                </td>
                <td className="px-4 py-3">
                  <PartnerStatusBadge status={a.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatDate(a.createdAt)}</td>
                <td className="px-4 py-3 text-right">{open(a)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="space-y-2 lg:hidden">
        {items.map((a) => (
          <li key={a.id} data-testid="partner-card">
            <Card className="space-y-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold text-slate-900">{a.companyName}</p>
                <PartnerStatusBadge status={a.status} />
              </div>
              <p className="text-sm text-slate-700">{a.contactName}</p>
              <p className="line-clamp-2 text-sm text-slate-600">{a.message}</p>
              <div className="flex items-center justify-between gap-2 pt-1">
                <span className="text-xs text-slate-500">
                  {t('Enviada em {date}', { date: formatDate(a.createdAt) })}
                </span>
                {open(a)}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
