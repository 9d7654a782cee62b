import CheckCircle2 from 'lucide-react/icons/circle-check';
import Search from 'lucide-react/icons/search';
import { type FormEvent, useState } from 'react';
import { blacklistMessages as msg } from '../../contract/blacklist-labels.js';
import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { ContactAlert } from '../ui/contact-alert.js';
import { Field, Input } from '../ui/input.js';
import { useCheckContact } from './api/check-contact.js';

/** One phone or email against the approved alerts; the answer shows under the field. */
export function CheckForm() {
  const [contact, setContact] = useState('');
  const check = useCheckContact();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (contact.trim()) check.mutate(contact.trim());
  };
  const result = check.data;
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{t('Verificar telefone ou email')}</h2>
      <form onSubmit={submit} className="mt-3 space-y-3" noValidate>
        <Field
          id="check-contact"
          label={t('Telefone, WhatsApp ou email')}
          hint={t('Ex.: 087 123 4567, +55 11 91234-5678 ou nome@email.com')}
          error={check.isError ? errorMessage(check.error, msg.checkInvalid) : undefined}
        >
          <Input
            id="check-contact"
            value={contact}
            onChange={(e) => setContact(e.target.value)}
            maxLength={255}
            autoComplete="off"
            inputMode="email"
          />
        </Field>
        <Button type="submit" className="w-full sm:w-auto" disabled={check.isPending || !contact.trim()}>
          <Search className="h-4 w-4" aria-hidden="true" /> {check.isPending ? t('Verificando...') : t('Verificar')}
        </Button>
      </form>
      {result && (
        <div className="mt-4" aria-live="polite">
          {result.alert ? (
            <ContactAlert alert={result.alert} />
          ) : (
            <p
              className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900"
              data-testid="check-clear"
            >
              <CheckCircle2 className="h-4 w-4 shrink-0 text-green-600" aria-hidden="true" /> {msg.noMatch}
            </p>
          )}
          <p className="mt-2 text-xs text-slate-500">
            {t('Verificações restantes hoje:')} {result.remaining}
          </p>
        </div>
      )}
    </Card>
  );
}
