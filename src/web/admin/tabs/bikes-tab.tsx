import Bike from 'lucide-react/icons/bike';
import { useState } from 'react';
import type { BikeClaim } from '../../../contract/bikes.js';
import { t } from '../../../contract/i18n.js';
import { useBikeClaims, useDecideClaim } from '../../bikes/api/admin-claims.js';
import { errorMessage } from '../../lib/api.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { LoadMore } from '../../ui/load-more.js';
import { Skeleton } from '../../ui/skeleton.js';
import { toast } from '../../ui/toast.js';
import { AdminSection } from '../admin-section.js';
import { ClaimCard } from '../bikes/claim-card.js';
import { adminErrorToast, useUnauthorizedRedirect } from '../shared/admin-errors.js';
import { ConfirmDialog } from '../shared/confirm-dialog.js';

/** Admin tab Bicicletas (issue 32): two members registered one frame serial; the admin decides who keeps it. */
export default function BikesTab() {
  const q = useBikeClaims();
  useUnauthorizedRedirect(q.error);
  const decide = useDecideClaim();
  const [asked, setAsked] = useState<{ claim: BikeClaim; decision: 'accept' | 'reject' } | null>(null);

  const confirm = () =>
    asked &&
    decide.mutate(
      { id: asked.claim.claim.id, decision: asked.decision },
      {
        onSuccess: (r) => {
          toast({ title: r.message, variant: 'success' });
          setAsked(null);
        },
        onError: (err) => {
          setAsked(null);
          adminErrorToast(err, t('Falha ao decidir o pedido'));
        },
      },
    );

  return (
    <AdminSection
      title={t('Bicicletas: números de série em disputa')}
      description={t(
        'Um membro registrou um número de série que outro membro já tinha registrado. Compare os dois registros e os comprovantes; a decisão fica no histórico de auditoria.',
      )}
    >
      {q.isPending ? (
        <Skeleton className="h-40" />
      ) : q.isError ? (
        <LoadError
          title={t('Não foi possível carregar os pedidos')}
          description={errorMessage(q.error, t('Verifique a conexão e tente novamente.'))}
          onRetry={() => void q.refetch()}
        />
      ) : q.items.length === 0 ? (
        <EmptyState icon={<Bike />} title={t('Nenhum número de série em disputa')} className="bg-white">
          <p>{t('Quando dois membros registrarem o mesmo número de série, o pedido aparece aqui.')}</p>
        </EmptyState>
      ) : (
        <div className="space-y-3">
          {q.items.map((c) => (
            <ClaimCard
              key={c.claim.id}
              claim={c}
              busy={decide.isPending}
              onDecide={(decision) => setAsked({ claim: c, decision })}
            />
          ))}
          <LoadMore query={q} centered />
        </div>
      )}
      <ConfirmDialog
        open={!!asked}
        onOpenChange={(o) => !o && setAsked(null)}
        title={
          asked?.decision === 'accept' ? t('Passar o número de série para o novo membro?') : t('Manter o dono atual?')
        }
        confirmLabel={asked?.decision === 'accept' ? t('Passar para o novo membro') : t('Manter o dono atual')}
        destructive={asked?.decision === 'accept'}
        busy={decide.isPending}
        onConfirm={confirm}
      >
        <p>
          {asked?.decision === 'accept'
            ? t('O registro do dono atual será excluído e o novo membro passa a ter esta bicicleta.')
            : t('O pedido do novo membro será recusado e excluído; o registro atual continua como está.')}
        </p>
      </ConfirmDialog>
    </AdminSection>
  );
}
