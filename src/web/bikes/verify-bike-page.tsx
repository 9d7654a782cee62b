import ShieldAlert from 'lucide-react/icons/shield-alert';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { EMOPED_RULE, EMOPED_RULES_URL } from '../../contract/bikes-labels.js';
import { t } from '../../contract/i18n.js';
import { FEATURE_PAGE_TITLES } from '../../contract/page-titles.js';
import { errorMessage } from '../lib/api.js';
import { formatDate } from '../lib/dates.js';
import { featurePaths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { Field, Input } from '../ui/input.js';
import { PageHeader } from '../ui/page-header.js';
import { useCheckSerial } from './api/bikes.js';

/** /verificar-bicicleta (everyone): is this serial registered as stolen, and since when. Nothing else. */
export default function VerifyBikePage() {
  useDocumentTitle(FEATURE_PAGE_TITLES.verifyBike);
  const check = useCheckSerial();
  const [serial, setSerial] = useState('');
  const [asked, setAsked] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAsked(serial.trim());
    check.mutate(serial);
  };
  const answer = check.data;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:py-10">
      <PageHeader
        title={t('Verificar Bicicleta')}
        subtitle={t(
          'Vai comprar uma bicicleta usada? Confira antes se o número de série está registrado como roubado.',
        )}
      />
      <Card className="p-4 sm:p-6">
        <form onSubmit={submit} className="space-y-4">
          <Field
            id="check-serial"
            label={t('Número de série do quadro')}
            hint={t('Letras e números; espaços e traços não importam.')}
          >
            <Input
              id="check-serial"
              value={serial}
              onChange={(e) => setSerial(e.target.value)}
              required
              maxLength={40}
              autoCapitalize="characters"
            />
          </Field>
          <Button type="submit" className="w-full sm:w-auto" disabled={check.isPending}>
            {check.isPending ? t('Verificando...') : t('Verificar')}
          </Button>
        </form>
        <div aria-live="polite" className="mt-4">
          {check.isError && (
            <p role="alert" className="text-sm text-red-600">
              {errorMessage(check.error, t('Não foi possível verificar. Tente novamente.'))}
            </p>
          )}
          {answer?.stolen && (
            <div className="flex items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800" data-testid="check-result">
              <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              <p>
                <strong>{t('Atenção: esta bicicleta está registrada como roubada')}</strong>{' '}
                {t('desde {date}. Não compre. Se souber onde ela está, avise pela lista de', {
                  date: formatDate(answer.since!),
                })}{' '}
                <Link href={featurePaths.stolenBikes()} className="font-semibold underline">
                  {t('bicicletas roubadas')}
                </Link>{' '}
                {t('ou procure a Garda.')}
              </p>
            </div>
          )}
          {answer && !answer.stolen && (
            <div
              className="flex items-start gap-3 rounded-xl bg-emerald-100 p-4 text-emerald-800"
              data-testid="check-result"
            >
              <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              <p>
                {t(
                  'Nenhum registro de roubo para “{serial}”. Isso não garante a origem: peça o comprovante de compra.',
                  {
                    serial: asked,
                  },
                )}
              </p>
            </div>
          )}
        </div>
      </Card>
      <Card className="p-4 text-sm text-slate-600">
        <p>
          {EMOPED_RULE}{' '}
          <a
            href={EMOPED_RULES_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('Ver as regras')}
          </a>
        </p>
      </Card>
    </div>
  );
}
