import { useState } from 'react';
import { Link } from 'wouter';
import { RENTER_CHECKLIST } from '../../contract/account-rentals-labels.js';
import { GUIDE_SLUGS } from '../../contract/guides-labels.js';
import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { paths } from '../lib/paths.js';
import { Button } from '../ui/button.js';
import { Checkbox } from '../ui/checkbox.js';
import { toast } from '../ui/toast.js';
import { useAcceptChecklist } from './api/checklist.js';

type Key = (typeof RENTER_CHECKLIST)[number]['key'];
// The rule behind each item: the two guides, and the immigration service's page on the stamps.
const RULE: Record<Key, { href: string; label: string; external?: boolean }> = {
  substitute: { href: paths.guide(GUIDE_SLUGS.substitution), label: t('regras de substituição') },
  selfEmployed: { href: paths.guide(GUIDE_SLUGS.rightToWork), label: t('direito de trabalhar') },
  notStamp2: {
    href: 'https://www.irishimmigration.ie/my-situation-has-changed-since-i-arrived-in-ireland/stamps/',
    label: t('o que cada Stamp permite'),
    external: true,
  },
};

/**
 * Issue 33: before a rental's contact, the renter ticks the three items once (renewed yearly; the
 * server refuses the reveal without it). `onDone` reveals the contact.
 */
export function RenterChecklist({ rentalId, onDone }: { rentalId: number; onDone: () => void }) {
  const accept = useAcceptChecklist();
  const [ticked, setTicked] = useState<Record<Key, boolean>>({
    substitute: false,
    selfEmployed: false,
    notStamp2: false,
  });
  const all = RENTER_CHECKLIST.every((i) => ticked[i.key]);
  const submit = async () => {
    try {
      await accept.mutateAsync();
      onDone();
    } catch (err) {
      toast({ title: t('Erro'), description: errorMessage(err, t('Tente novamente.')), variant: 'destructive' });
    }
  };
  return (
    <fieldset
      className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="renter-checklist"
    >
      <legend className="sr-only">{t('Lista do locatário')}</legend>
      <p className="font-semibold">{t('Antes de ver o contato, confirme (vale por um ano):')}</p>
      <ul className="mt-2 space-y-2">
        {RENTER_CHECKLIST.map((item) => {
          const id = `checklist-${rentalId}-${item.key}`;
          const rule = RULE[item.key];
          return (
            <li key={item.key} className="flex items-start gap-2">
              <Checkbox
                id={id}
                className="mt-0.5"
                checked={ticked[item.key]}
                onCheckedChange={(v) => setTicked((prev) => ({ ...prev, [item.key]: v }))}
              />
              <span>
                <label htmlFor={id} className="font-medium">
                  {item.text}
                </label>{' '}
                {rule.external ? (
                  <a href={rule.href} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                    {rule.label}
                  </a>
                ) : (
                  <Link href={rule.href} className="font-semibold underline">
                    {rule.label}
                  </Link>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <Button className="mt-3 w-full" disabled={!all || accept.isPending} onClick={() => void submit()}>
        {t('Confirmar e revelar contato')}
      </Button>
    </fieldset>
  );
}
