import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/toast.js';
import { useFollowState, useToggleFollow } from './api/follows.js';

const followersText = (n: number) =>
  n === 0 ? t('Ninguém segue você ainda') : n === 1 ? t('1 membro segue você') : t('{n} membros seguem você', { n });

/**
 * 'Seguir' a seller (issue 34), on their profile and on their listings: a new approved listing of
 * theirs notifies the member. On one's own profile: how many follow (never who). Members only.
 */
export function FollowButton({ memberNumber, className }: { memberNumber: string; className?: string }) {
  const { user } = useUser();
  const own = user?.memberNumber === memberNumber;
  const q = useFollowState(memberNumber, !!user);
  const toggle = useToggleFollow(memberNumber);
  if (!user || !q.data) return null;
  if (own)
    return (
      <p className="text-sm text-slate-600" data-testid="followers-count">
        {followersText(q.data.followers ?? 0)}
      </p>
    );
  const on = q.data.following;
  return (
    <Button
      variant={on ? 'outline' : 'primary'}
      size="sm"
      aria-pressed={on}
      className={className}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(!on, {
          onSuccess: (r) => toast({ title: r.message }),
          onError: (err) =>
            toast({ title: t('Erro'), description: errorMessage(err, t('Tente de novo.')), variant: 'destructive' }),
        })
      }
      data-testid="follow-button"
    >
      {on ? t('Seguindo') : t('Seguir')}
    </Button>
  );
}
