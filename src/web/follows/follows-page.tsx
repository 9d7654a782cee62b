import UserCheck from 'lucide-react/icons/user-check';
import UserX from 'lucide-react/icons/user-x';
import { Link, Redirect } from 'wouter';
import type { Follow } from '../../contract/follows.js';
import { t } from '../../contract/i18n.js';
import { FEATURE_PAGE_TITLES } from '../../contract/page-titles.js';
import { errorMessage } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { formatDate } from '../lib/dates.js';
import { featurePaths, paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Button, buttonClass } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { PageHeader } from '../ui/page-header.js';
import { Skeleton } from '../ui/skeleton.js';
import { toast } from '../ui/toast.js';
import { useFollows, useUnfollowFromList } from './api/get-follows.js';

const TITLE = FEATURE_PAGE_TITLES.follows;

/** /seguindo (members; issue 34): the sellers the member follows, paged on the server; 'Deixar de seguir'. */
export default function FollowsPage() {
  useDocumentTitle(TITLE);
  if (!useUser().isAuthenticated) return <Redirect to={paths.login()} replace />;
  return <Follows />;
}

function Follows() {
  const q = useFollows();
  const unfollow = useUnfollowFromList();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageHeader
        title={TITLE}
        subtitle={t('Avisamos quando um membro que você segue publicar um anúncio ou aluguel.')}
      />
      {q.isPending ? (
        <Card className="space-y-4 p-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </Card>
      ) : q.isError ? (
        <LoadError title={t('Erro ao carregar quem você segue')} onRetry={() => void q.refetch()} />
      ) : q.items.length === 0 ? (
        <EmptyState icon={<UserX />} title={t('Você ainda não segue ninguém')}>
          <p>
            {t(
              'Toque em “Seguir” no perfil de um vendedor ou num anúncio dele para saber quando ele publicar algo novo.',
            )}
          </p>
          <Link href={paths.marketplace()} className={buttonClass('primary', 'md', 'mt-2')}>
            {t('Ver o marketplace')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3" aria-label={t('Membros que você segue')}>
            {q.items.map((f) => (
              <FollowRow
                key={f.memberId}
                f={f}
                onUnfollow={() =>
                  unfollow.mutate(f.memberNumber, {
                    onSuccess: (r) => toast({ title: r.message, variant: 'success' }),
                    onError: (err) =>
                      toast({
                        title: t('Erro'),
                        description: errorMessage(err, t('Não foi possível deixar de seguir. Tente novamente.')),
                        variant: 'destructive',
                      }),
                  })
                }
              />
            ))}
          </ul>
          <LoadMore query={q} centered className="mt-4" />
        </>
      )}
    </div>
  );
}

function FollowRow({ f, onUnfollow }: { f: Follow; onUnfollow: () => void }) {
  return (
    <li>
      <Card className="flex items-center gap-3 p-3" data-testid="follow-row">
        <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500">
          <UserCheck className="h-5 w-5" aria-hidden="true" />
        </div>
        <div className="min-w-0 flex-1">
          <Link
            href={featurePaths.memberProfile(f.memberNumber)}
            className="block truncate font-semibold text-slate-900 hover:underline"
          >
            {f.name}
          </Link>
          <p className="text-xs text-slate-500">
            {f.memberNumber} · {t('Seguindo desde {date}', { date: formatDate(f.since) })}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('Deixar de seguir {name}', { name: f.name })}
          onClick={onUnfollow}
        >
          {t('Deixar de seguir')}
        </Button>
      </Card>
    </li>
  );
}
