import ExternalLink from 'lucide-react/icons/external-link';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { t } from '../../../contract/i18n.js';
import { imageVariant } from '../../../contract/images.js';
import { type Sponsor, sponsorLink, sponsorMessages } from '../../../contract/sponsors.js';
import { useSaveSponsor } from '../../sponsors/api/save-sponsor.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';
import { SwitchField } from '../shared/switch-field.js';

/** One sponsor: what the site shows, the active and featured switches, edit and delete. */
export function SponsorRow({
  sponsor: s,
  isBanner,
  onEdit,
  onDelete,
}: {
  sponsor: Sponsor;
  /** The landing's featured banner: the first active featured sponsor in display order. */
  isBanner: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const save = useSaveSponsor();
  const toggle = (field: 'isActive' | 'isFeatured', value: boolean) =>
    save.mutate(
      { id: s.id, input: { [field]: value } },
      {
        onSuccess: () => toast({ title: sponsorMessages.updated, description: s.name, variant: 'success' }),
        onError: (err) => adminErrorToast(err, sponsorMessages.updateFailed),
      },
    );
  const link = sponsorLink(s);
  return (
    <Card className="flex flex-col gap-4 p-4 md:flex-row md:items-center" data-testid="admin-sponsor">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          {s.logoUrl ? (
            <img
              src={imageVariant(s.logoUrl, 'thumb')}
              alt={t('Logo de {name}', { name: s.name })}
              className="h-full w-full object-contain"
            />
          ) : (
            <span className="text-lg font-extrabold text-slate-600">{s.name.slice(0, 2).toUpperCase()}</span>
          )}
        </div>
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {s.name}
            {!s.isActive && <Badge tone="slate">{t('Inativo')}</Badge>}
            {isBanner ? (
              <Badge tone="accent">{t('Banner da página inicial')}</Badge>
            ) : (
              s.isFeatured && <Badge tone="amber">{t('Destaque')}</Badge>
            )}
            <Badge tone="slate">{t('Ordem {n}', { n: s.displayOrder })}</Badge>
          </p>
          {s.discountInfo && <p className="text-sm font-medium text-brand-800">{s.discountInfo}</p>}
          {s.description && <p className="line-clamp-2 text-sm text-slate-600">{s.description}</p>}
          {link && (
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1 text-xs text-brand-700 hover:underline"
            >
              <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{link}</span>
            </a>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3 border-t border-slate-100 pt-3 md:border-0 md:pt-0">
        <SwitchField
          label={t('Ativo')}
          checked={s.isActive}
          onChange={(v) => toggle('isActive', v)}
          disabled={save.isPending}
        />
        <SwitchField
          label={t('Destaque')}
          checked={s.isFeatured}
          onChange={(v) => toggle('isFeatured', v)}
          disabled={save.isPending}
        />
        <div className="ml-auto flex gap-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={t('Editar {name}', { name: s.name })}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> {t('Editar')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="text-red-600 hover:bg-red-50"
            onClick={onDelete}
            aria-label={t('Excluir {name}', { name: s.name })}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
