import Star from 'lucide-react/icons/star';
import { useState } from 'react';
import { t } from '../../contract/i18n.js';
import {
  type Deal,
  OWNER_TAGS,
  RENTER_TAGS,
  REVIEW_TAG_LABELS,
  REVIEW_TEXT_MAX,
  type ReviewTag,
} from '../../contract/reviews.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Chip } from '../ui/chip.js';
import { Textarea } from '../ui/textarea.js';
import { toast } from '../ui/toast.js';
import { useReviewDeal } from './api/deals.js';

/** 'Avaliar': 1–5 stars, an optional text, and for rentals the tags of the other side. Sent once. */
export function ReviewForm({ deal }: { deal: Deal }) {
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [tags, setTags] = useState<ReviewTag[]>([]);
  const send = useReviewDeal();
  const choices: readonly ReviewTag[] =
    deal.kind !== 'rental' ? [] : deal.mySide === 'counterpart' ? OWNER_TAGS : RENTER_TAGS;
  const toggle = (tag: ReviewTag) => setTags((v) => (v.includes(tag) ? v.filter((x) => x !== tag) : [...v, tag]));
  const submit = () =>
    send.mutate(
      { id: deal.id, stars, text: text.trim() || undefined, tags: choices.length ? tags : undefined },
      {
        onSuccess: (r) => toast({ title: t('Avaliação enviada'), description: r.message }),
        onError: (err) =>
          toast({
            title: t('Erro'),
            description: errorMessage(err, t('Erro ao enviar avaliação.')),
            variant: 'destructive',
          }),
      },
    );
  return (
    <form
      className="space-y-3 rounded-lg border border-slate-200 p-3"
      aria-label={t('Avaliar {name}', { name: deal.other.firstName })}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          {t('Sua nota para {name}', { name: deal.other.firstName })}
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((i) => (
            <button
              key={i}
              type="button"
              aria-pressed={stars === i}
              aria-label={i === 1 ? t('{n} estrela', { n: i }) : t('{n} estrelas', { n: i })}
              onClick={() => setStars(i)}
              className="rounded p-1 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <Star
                aria-hidden="true"
                className={i <= stars ? 'h-8 w-8 fill-current text-accent-400' : 'h-8 w-8 text-slate-300'}
              />
            </button>
          ))}
        </div>
      </fieldset>
      {choices.length > 0 && (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-slate-800">{t('Etiquetas (opcional)')}</legend>
          <div className="flex flex-wrap gap-2">
            {choices.map((tag) => (
              <Chip key={tag} active={tags.includes(tag)} onClick={() => toggle(tag)}>
                {REVIEW_TAG_LABELS[tag]}
              </Chip>
            ))}
          </div>
        </fieldset>
      )}
      <div>
        <label htmlFor={`review-text-${deal.id}`} className="block text-sm font-semibold text-slate-800">
          {t('Comentário (opcional)')}
        </label>
        <Textarea
          id={`review-text-${deal.id}`}
          className="mt-1"
          rows={3}
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <span className="mt-1 block text-right text-xs font-normal text-slate-500">
          {text.length}/{REVIEW_TEXT_MAX}
        </span>
      </div>
      <p className="text-xs text-slate-600">
        {t(
          'A avaliação fica oculta até {name} avaliar você ou o prazo de 14 dias terminar. Depois de publicada, não pode ser editada.',
          { name: deal.other.firstName },
        )}
      </p>
      <Button type="submit" disabled={stars === 0 || send.isPending}>
        {t('Enviar avaliação')}
      </Button>
    </form>
  );
}
