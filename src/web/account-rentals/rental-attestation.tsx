import { Controller } from 'react-hook-form';
import { ATTESTATION_TEXT } from '../../contract/account-rentals.js';
import { t } from '../../contract/i18n.js';
import { Checkbox } from '../ui/checkbox.js';
import type { RentalFormApi } from './rental-form-values.js';

// The apps' published rules for substitutes (external pages, not in-app routes).
// i18n: same in every language (the apps' names).
const SUBSTITUTION_RULES = [
  { name: 'Deliveroo', href: 'https://riders.deliveroo.ie/en/support/substitution' },
  { name: 'Uber Eats', href: 'https://www.uber.com/ie/en/deliver/' },
  { name: 'Just Eat', href: 'https://couriers.just-eat.ie/' },
];

/** A member's new listing: the apps' substitution rules and the owner's right-to-work attestation. */
export function RentalAttestation({ form }: { form: RentalFormApi }) {
  const { errors } = form.formState;
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p>
        {t(
          'Os aplicativos permitem substitutos apenas com direito de trabalhar na Irlanda e, em alguns, registrados na conta. Leia as regras de substituição:',
        )}{' '}
        {SUBSTITUTION_RULES.map((r, i) => (
          <span key={r.name}>
            {i > 0 && ', '}
            <a href={r.href} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
              {r.name}
            </a>
          </span>
        ))}
        .
      </p>
      <div className="mt-3 flex items-start gap-2">
        <Controller
          control={form.control}
          name="attestation"
          render={({ field }) => (
            <Checkbox
              id="attestation"
              className="mt-0.5"
              checked={field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
              aria-invalid={!!errors.attestation}
            />
          )}
        />
        <label htmlFor="attestation" className="font-medium">
          {ATTESTATION_TEXT}
        </label>
      </div>
      {errors.attestation && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {errors.attestation.message}
        </p>
      )}
    </div>
  );
}
