import { t } from '../../contract/i18n.js';
import { memberName } from '../../contract/member-name.js';
import { errorMessage } from '../lib/api.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { LoadMore } from '../ui/load-more.js';
import { toast } from '../ui/toast.js';
import { useBlockMember } from './api/block-member.js';
import { useBlocks } from './api/get-blocks.js';

/** 'Membros bloqueados' in /settings, each with 'Desbloquear'. */
export function BlockedMembersCard() {
  const q = useBlocks();
  const m = useBlockMember();
  return (
    <Card className="p-5" data-testid="blocked-members-card">
      <h2 className="text-base font-bold text-slate-900">{t('Membros bloqueados')}</h2>
      {q.isPending ? (
        <p className="mt-2 text-sm text-slate-500">{t('Carregando...')}</p>
      ) : q.isError ? (
        <p className="mt-2 text-sm text-red-700">{t('Não foi possível carregar a lista.')}</p>
      ) : q.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('Você não bloqueou ninguém. Bloqueie um membro a partir de uma mensagem ou de um anúncio.')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {q.items.map((b) => (
            <li key={b.id} className="flex items-center justify-between gap-3 py-2.5">
              <span className="min-w-0 truncate text-sm font-medium text-slate-900">
                {memberName(b)} {b.memberNumber && <Badge tone="slate">{b.memberNumber}</Badge>}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={m.isPending}
                onClick={() =>
                  m.mutate(
                    { memberId: b.id, block: false },
                    {
                      onSuccess: (r) => toast({ title: r.message, variant: 'success' }),
                      onError: (err) =>
                        toast({
                          title: t('Erro'),
                          description: errorMessage(err, t('Tente novamente.')),
                          variant: 'destructive',
                        }),
                    },
                  )
                }
              >
                {t('Desbloquear')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={q} className="mt-3" />
    </Card>
  );
}
