import Star from 'lucide-react/icons/star';
import { useState } from 'react';
import { type Deal, OWNER_TAGS, RENTER_TAGS, REVIEW_TEXT_MAX, type ReviewTag } from '../../contract/reviews.js';
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
  const toggle = (t: ReviewTag) => setTags((v) => (v.includes(t) ? v.filter((x) => x !== t) : [...v, t]));
  const submit = () =>
    send.mutate(
      { id: deal.id, stars, text: text.trim() || undefined, tags: choices.length ? tags : undefined },
      {
        onSuccess: (r) => toast({ title: 'Avaliação enviada', description: r.message }),
        onError: (err) =>
          toast({ title: 'Erro', description: errorMessage(err, 'Erro ao enviar avaliação.'), variant: 'destructive' }),
      },
    );
  return (
    <form
      className="space-y-3 rounded-lg border border-slate-200 p-3"
      aria-label={`Avaliar ${deal.other.firstName}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">Sua nota para {deal.other.firstName}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((i) => (
            <button
              key={i}
              type="button"
              aria-pressed={stars === i}
              aria-label={`${i} ${i === 1 ? 'estrela' : 'estrelas'}`}
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
          <legend className="mb-1 text-sm font-semibold text-slate-800">Etiquetas (opcional)</legend>
          <div className="flex flex-wrap gap-2">
            {choices.map((t) => (
              <Chip key={t} active={tags.includes(t)} onClick={() => toggle(t)}>
                {t}
              </Chip>
            ))}
          </div>
        </fieldset>
      )}
      <div>
        <label htmlFor={`review-text-${deal.id}`} className="block text-sm font-semibold text-slate-800">
          Comentário (opcional)
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
        A avaliação fica oculta até {deal.other.firstName} avaliar você ou o prazo de 14 dias terminar. Depois de
        publicada, não pode ser editada.
      </p>
      <Button type="submit" disabled={stars === 0 || send.isPending}>
        Enviar avaliação
      </Button>
    </form>
  );
}
