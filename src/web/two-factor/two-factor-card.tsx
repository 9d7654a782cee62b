import ShieldCheck from 'lucide-react/icons/shield-check';
import { type FormEvent, useEffect, useState } from 'react';
import { t } from '../../contract/i18n.js';
import type { TwoFactorSetup } from '../../contract/two-factor.js';
import { errorMessage } from '../lib/api.js';
import { formatDate } from '../lib/dates.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { Field, Input } from '../ui/input.js';
import { LoadError } from '../ui/load-error.js';
import { PasswordInput } from '../ui/password-input.js';
import { toast } from '../ui/toast.js';
import { useConfirmTwoFactor, useDisableTwoFactor, useSetupTwoFactor, useTwoFactorStatus } from './api/two-factor.js';
import { RenewCodesForm } from './renew-codes-form.js';

/**
 * 'Verificação em duas etapas' in /settings (issue 30; its own chunk). Off: a QR code and the secret
 * as text, confirmed by a first code; then the ten recovery codes, shown this once. On: how many
 * codes are left, and turning it off with the password and a code. Administrators are sent here
 * (#dois-fatores) when the panel needs it.
 */
export default function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (window.location.hash === '#dois-fatores')
      document.getElementById('dois-fatores')?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <Card id="dois-fatores" className="scroll-mt-20 p-5" data-testid="two-factor-card">
      <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
        <ShieldCheck className="h-5 w-5 text-brand-700" aria-hidden="true" /> {t('Verificação em duas etapas')}
        {status.data?.enabled && <Badge tone="brand">{t('Ativa')}</Badge>}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        {t(
          'Além da senha, o login pede um código do app autenticador do seu celular (Google Authenticator, Microsoft Authenticator, 2FAS, Aegis…). Quem roubar sua senha não entra sem o celular.',
        )}
      </p>
      {status.data?.requiredForStaff && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="alert">
          {t('Administradores precisam ativar a verificação em duas etapas antes de abrir o painel.')}
        </p>
      )}
      {status.isError && (
        <LoadError
          title={t('Não foi possível carregar a verificação em duas etapas.')}
          onRetry={() => void status.refetch()}
        />
      )}
      {codes ? (
        <RecoveryCodesView codes={codes} onDone={() => setCodes(null)} />
      ) : status.data?.enabled ? (
        <EnabledView since={status.data.enabledAt} left={status.data.recoveryCodesLeft} onCodes={setCodes} />
      ) : status.data && setup ? (
        <SetupView
          setup={setup}
          onConfirmed={(c) => {
            setSetup(null);
            setCodes(c);
          }}
        />
      ) : status.data ? (
        <StartButton onStarted={setSetup} />
      ) : null}
    </Card>
  );
}

function StartButton({ onStarted }: { onStarted: (s: TwoFactorSetup) => void }) {
  const start = useSetupTwoFactor();
  const click = async () => {
    try {
      onStarted(await start.mutateAsync());
    } catch (err) {
      toast({
        title: t('Não foi possível começar'),
        description: errorMessage(err, t('Tente novamente.')),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button className="mt-4 w-full sm:w-auto" disabled={start.isPending} onClick={() => void click()}>
      {t('Ativar verificação em duas etapas')}
    </Button>
  );
}

function SetupView({ setup, onConfirmed }: { setup: TwoFactorSetup; onConfirmed: (codes: string[]) => void }) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = await confirm.mutateAsync(code.trim());
      toast({ title: r.message, variant: 'success' });
      onConfirmed(r.recoveryCodes);
    } catch (err) {
      setError(errorMessage(err, t('Código incorreto.')));
    }
  };
  return (
    <div className="mt-4 space-y-4">
      <ol className="list-none space-y-1 text-sm text-slate-700">
        <li>{t('1. No app autenticador, toque em adicionar conta e leia o QR code.')}</li>
        <li>{t('2. Sem câmera? Digite a chave abaixo no app.')}</li>
        <li>{t('3. Digite o código de 6 dígitos que o app mostrar.')}</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <img
          src={setup.qrCode}
          alt={t('QR code para o app autenticador')}
          width={176}
          height={176}
          className="h-48 w-48 rounded-lg border border-slate-200 bg-white p-1"
          data-testid="two-factor-qr"
        />
        <div className="min-w-0 text-sm">
          <p className="text-slate-500">{t('Chave (texto)')}</p>
          <code
            className="mt-1 block rounded bg-slate-100 p-2 font-mono break-all text-slate-900"
            data-testid="two-factor-secret"
          >
            {setup.secret}
          </code>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field id="two-factor-confirm" label={t('Código do app')} error={error}>
          <Input
            id="two-factor-confirm"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={!!error}
          />
        </Field>
        <Button type="submit" className="w-full sm:w-auto" disabled={confirm.isPending || code.trim().length < 6}>
          {t('Confirmar e ativar')}
        </Button>
      </form>
    </div>
  );
}

function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard?.writeText(codes.join('\n')).then(
      () => toast({ title: t('Códigos copiados.'), variant: 'success' }),
      () => undefined,
    );
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-amber-900">{t('Guarde agora os seus códigos de recuperação')}</p>
      <p className="mt-1 text-sm text-amber-900">
        {t('Eles só aparecem esta vez. Se perder o celular, cada código permite um login no lugar do código do app.')}
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-slate-900" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c} className="rounded bg-white px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => void copy()}>
          {t('Copiar códigos')}
        </Button>
        <Button onClick={onDone}>{t('Já guardei os códigos')}</Button>
      </div>
    </div>
  );
}

function EnabledView({
  since,
  left,
  onCodes,
}: {
  since: string | null;
  left: number;
  onCodes: (codes: string[]) => void;
}) {
  const disable = useDisableTwoFactor();
  const [open, setOpen] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = await disable.mutateAsync({ password, code: code.trim() });
      toast({ title: r.message, variant: 'success' });
    } catch (err) {
      setError(errorMessage(err, t('Não foi possível desativar.')));
    }
  };
  return (
    <div className="mt-4 space-y-3 text-sm">
      <p className="text-slate-700" data-testid="two-factor-on">
        {since ? t('Ativa desde {date}.', { date: formatDate(since) }) : t('Ativa.')}{' '}
        {t('Códigos de recuperação restantes:')} <strong>{left}</strong>
      </p>
      {renewing ? (
        <RenewCodesForm onCodes={onCodes} onCancel={() => setRenewing(false)} />
      ) : !open ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" className="w-full sm:w-auto" onClick={() => setRenewing(true)}>
            {t('Gerar novos códigos')}
          </Button>
          <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
            {t('Desativar')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 p-3">
          <Field id="two-factor-off-password" label={t('Sua senha')}>
            <PasswordInput
              id="two-factor-off-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Field id="two-factor-off-code" label={t('Código do app ou de recuperação')} error={error}>
            <Input
              id="two-factor-off-code"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </Field>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              type="submit"
              variant="destructive"
              disabled={disable.isPending || !password || code.trim().length < 6}
            >
              {t('Desativar verificação')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('Cancelar')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
