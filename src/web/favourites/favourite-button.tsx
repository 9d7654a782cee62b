import Heart from 'lucide-react/icons/heart';
import type { FavouriteKind } from '../../contract/favourites.js';
import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { cn } from '../lib/cn.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/toast.js';
import { useFavouriteState, useToggleFavourite } from './api/favourites.js';
import { useLocalFavourite } from './local-favourites.js';

const savedByText = (n: number) =>
  n === 0 ? t('Nenhum membro salvou ainda') : n === 1 ? t('Salvo por 1 membro') : t('Salvo por {n} membros', { n });

/**
 * The heart on a listing or a rental (issue 34). A member's is kept on the server, on every device;
 * a visitor's (items only) stays in this browser, as the spec's local toggle did, and moves to the
 * server at sign-in. The owner sees how many members saved the listing instead (never who).
 */
export function FavouriteButton({
  kind,
  id,
  ownerId,
  available,
  className,
}: {
  kind: FavouriteKind;
  id: number;
  ownerId: number | null;
  /** Public now (approved, active): only then may it be saved. The owner's count shows either way. */
  available: boolean;
  className?: string;
}) {
  const { user } = useUser();
  if (user && user.id === ownerId) return <OwnerCount kind={kind} id={id} />;
  if (!available) return null;
  if (!user) return kind === 'item' ? <LocalHeart id={id} className={className} /> : null;
  return <ServerHeart kind={kind} id={id} className={className} />;
}

function HeartButton(p: { on: boolean; onClick: () => void; disabled?: boolean; className?: string }) {
  const label = p.on ? t('Remover dos favoritos') : t('Adicionar aos favoritos');
  return (
    <Button
      variant="outline"
      size="icon"
      aria-pressed={p.on}
      aria-label={label}
      title={label}
      onClick={p.onClick}
      disabled={p.disabled}
      className={p.className}
      data-testid="favourite-button"
    >
      <Heart className={cn('h-5 w-5', p.on && 'fill-red-500 text-red-500')} aria-hidden="true" />
    </Button>
  );
}

function LocalHeart({ id, className }: { id: number; className?: string }) {
  const [on, toggle] = useLocalFavourite(id);
  return <HeartButton on={on} onClick={toggle} className={className} />;
}

function ServerHeart({ kind, id, className }: { kind: FavouriteKind; id: number; className?: string }) {
  const q = useFavouriteState(kind, id, true);
  const toggle = useToggleFavourite(kind, id);
  const on = !!q.data?.saved;
  return (
    <HeartButton
      on={on}
      disabled={q.isPending}
      className={className}
      onClick={() =>
        toggle.mutate(!on, {
          onSuccess: (r) => toast({ title: r.message, variant: 'success' }),
          onError: (e) =>
            toast({
              title: t('Erro'),
              description: errorMessage(e, t('Não foi possível salvar o favorito.')),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}

function OwnerCount({ kind, id }: { kind: FavouriteKind; id: number }) {
  const q = useFavouriteState(kind, id, true);
  if (q.data?.savedBy == null) return null;
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
      data-testid="favourite-count"
    >
      <Heart className="h-4 w-4 fill-red-500 text-red-500" aria-hidden="true" /> {savedByText(q.data.savedBy)}
    </span>
  );
}
