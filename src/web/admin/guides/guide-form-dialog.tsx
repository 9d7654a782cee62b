import Eye from 'lucide-react/icons/eye';
import Pencil from 'lucide-react/icons/pencil';
import { type FormEvent, useState } from 'react';
import { type AdminGuide, GUIDE_LIMITS, type GuideSource, guideMessages } from '../../../contract/guides.js';
import { t } from '../../../contract/i18n.js';
import { previewGuide, useSaveGuide } from '../../guides/api/admin-guides.js';
import { GuideProse } from '../../guides/guide-prose.js';
import { errorMessage } from '../../lib/api.js';
import { Button } from '../../ui/button.js';
import { Checkbox } from '../../ui/checkbox.js';
import { Dialog } from '../../ui/dialog.js';
import { Field, Input } from '../../ui/input.js';
import { Textarea } from '../../ui/textarea.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';

/** Sources as lines 'Nome | https://…' in the form (the server checks each link). */
const sourcesToText = (s: GuideSource[]) => s.map((x) => `${x.label} | ${x.url}`).join('\n');
function textToSources(text: string): GuideSource[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const at = l.lastIndexOf('|');
      return at < 0 ? { label: l, url: l } : { label: l.slice(0, at).trim(), url: l.slice(at + 1).trim() };
    });
}

/** 'Novo guia' or edit: Markdown text, sources, publication, with a preview as the page shows it. */
export function GuideFormDialog({
  open,
  guide,
  onClose,
}: {
  open: boolean;
  guide: AdminGuide | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={guide ? t('Editar guia') : t('Novo guia')}
      description={t(
        'O texto é Markdown: ## título de seção, - lista, **negrito**, [link](https://…). HTML não é aceito.',
      )}
      className="sm:max-w-3xl"
    >
      {open && <GuideForm key={guide?.id ?? 'new'} guide={guide} onDone={onClose} />}
    </Dialog>
  );
}

function GuideForm({ guide, onDone }: { guide: AdminGuide | null; onDone: () => void }) {
  const save = useSaveGuide();
  const [slug, setSlug] = useState(guide?.slug ?? '');
  const [title, setTitle] = useState(guide?.title ?? '');
  const [summary, setSummary] = useState(guide?.summary ?? '');
  const [body, setBody] = useState(guide?.body ?? '');
  const [sources, setSources] = useState(sourcesToText(guide?.sources ?? []));
  const [isPublished, setPublished] = useState(guide?.isPublished ?? false);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const showPreview = async () => {
    setPreviewing(true);
    try {
      setPreview((await previewGuide(body)).html);
    } catch (err) {
      setError(errorMessage(err, t('Não foi possível gerar a pré-visualização.')));
    } finally {
      setPreviewing(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const input = { slug, title, summary, body, sources: textToSources(sources), isPublished };
    save.mutate(
      { id: guide?.id, input },
      {
        onSuccess: () => {
          toast({ title: guide ? guideMessages.saved : guideMessages.created, description: title, variant: 'success' });
          onDone();
        },
        onError: (err) => {
          setError(errorMessage(err, guideMessages.saveFailed));
          adminErrorToast(err, guideMessages.saveFailed);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="guide-title" label={t('Título *')}>
          <Input
            id="guide-title"
            value={title}
            maxLength={GUIDE_LIMITS.title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field>
        <Field id="guide-slug" label={t('Endereço *')} hint={`/guias/${slug || t('endereco-do-guia')}`}>
          <Input
            id="guide-slug"
            value={slug}
            maxLength={GUIDE_LIMITS.slugMax}
            placeholder={t('seguro-de-moto')}
            onChange={(e) => setSlug(e.target.value)}
          />
        </Field>
      </div>
      <Field id="guide-summary" label={t('Resumo * (aparece na lista e no compartilhamento)')}>
        <Textarea
          id="guide-summary"
          rows={2}
          value={summary}
          maxLength={GUIDE_LIMITS.summary}
          onChange={(e) => setSummary(e.target.value)}
        />
      </Field>
      <div className="space-y-1.5">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor="guide-body" className="text-sm font-medium text-slate-700">
            {t('Texto * (Markdown)')}
          </label>
          {preview === null ? (
            <Button type="button" size="sm" variant="outline" onClick={() => void showPreview()} disabled={previewing}>
              <Eye className="h-4 w-4" aria-hidden="true" /> {previewing ? t('Gerando…') : t('Pré-visualizar')}
            </Button>
          ) : (
            <Button type="button" size="sm" variant="outline" onClick={() => setPreview(null)}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> {t('Voltar a editar')}
            </Button>
          )}
        </div>
        {preview === null ? (
          <Textarea
            id="guide-body"
            rows={14}
            value={body}
            maxLength={GUIDE_LIMITS.body}
            className="font-mono text-sm"
            onChange={(e) => setBody(e.target.value)}
          />
        ) : (
          <section
            aria-label={t('Pré-visualização')}
            className="guide-preview rounded-lg border border-slate-200 bg-white p-4"
          >
            <GuideProse html={preview} />
          </section>
        )}
      </div>
      <Field id="guide-sources" label={t('Fontes (uma por linha: Nome | https://…)')}>
        <Textarea
          id="guide-sources"
          rows={3}
          value={sources}
          className="font-mono text-sm"
          placeholder={t('Citizens Information | https://www.citizensinformation.ie/')}
          onChange={(e) => setSources(e.target.value)}
        />
      </Field>
      <label htmlFor="guide-published" className="flex items-center gap-2 text-sm text-slate-700">
        <Checkbox id="guide-published" checked={isPublished} onCheckedChange={setPublished} />{' '}
        {t('Publicado (visível em /guias)')}
      </label>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('Cancelar')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('Salvando…') : t('Salvar guia')}
        </Button>
      </div>
    </form>
  );
}
