import BellRing from 'lucide-react/icons/bell-ring';
import { useEffect, useId, useState } from 'react';
import { t } from '../../contract/i18n.js';
import type { NotificationPreferences } from '../../contract/notifications-push.js';
import { NOTIFICATION_TYPES, notificationGroups, notificationKinds } from '../../contract/notifications-types.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { Checkbox } from '../ui/checkbox.js';
import { Input } from '../ui/input.js';
import { toast } from '../ui/toast.js';
import { usePreferences, useSavePreferences } from './api/push.js';
import { type PushState, pushState, turnPushOff, turnPushOn } from './push-device.js';

const GROUPS = notificationGroups();
/** The kinds that break quiet hours, named as their pushes are. */
const URGENT = NOTIFICATION_TYPES.filter((t) => (notificationKinds[t] as { urgent?: boolean }).urgent).map((t) =>
  notificationKinds[t].title({}).toLowerCase(),
);

const STATE_TEXT: Record<PushState, string> = {
  on: t('Ativadas'),
  off: t('Desativadas'),
  denied: t('Bloqueadas no navegador'),
  unsupported: t('Indisponíveis neste navegador'),
  'ios-not-installed': t('Disponíveis só no app instalado'),
};

/**
 * 'Notificações' in /settings (issue 29; loaded only when the page shows it): push on this device,
 * which kinds are pushed, and quiet hours. The bell always shows every notification in the app.
 */
export default function PushCard() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    pushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('unsupported'));
    // The bell's 'Ativar no celular' links to /settings#notificacoes: this card arrives after the
    // page scrolled, so it brings itself into view.
    if (window.location.hash === '#notificacoes')
      document.getElementById('notificacoes')?.scrollIntoView({ block: 'start' });
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const next = on ? await turnPushOn() : await turnPushOff();
      setState(next);
      if (next === 'on') toast({ title: t('Notificações ativadas neste aparelho.'), variant: 'success' });
      else if (!on) toast({ title: t('Notificações desativadas neste aparelho.'), variant: 'success' });
    } catch (err) {
      toast({
        title: t('Não foi possível mudar as notificações'),
        description: errorMessage(err, t('Tente novamente em instantes.')),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card id="notificacoes" className="scroll-mt-20 p-5" data-testid="notifications-card">
      <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
        <BellRing className="h-5 w-5 text-brand-700" aria-hidden="true" /> {t('Notificações')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        {t(
          'Receba um aviso no celular quando chegar uma mensagem, quando seu anúncio for aprovado, quando um evento mudar ou um pagamento falhar, mesmo com o app fechado. No app, o sino mostra sempre todas as notificações.',
        )}
      </p>

      <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3">
        <p className="text-sm">
          <span className="text-slate-500">{t('Neste aparelho:')} </span>
          <strong className="text-slate-900" data-testid="push-state">
            {state ? STATE_TEXT[state] : t('Verificando…')}
          </strong>
        </p>
        {state === 'ios-not-installed' && (
          <p className="mt-2 text-sm text-slate-700" data-testid="push-ios">
            {t('No iPhone e no iPad, as notificações só funcionam no app instalado na Tela de Início: toque em')}{' '}
            <strong>{t('Compartilhar')}</strong> {t('e depois em')} <strong>{t('Adicionar à Tela de Início')}</strong>
            {t(', abra o app por lá e ative aqui.')}
          </p>
        )}
        {state === 'denied' && (
          <p className="mt-2 text-sm text-slate-700">
            {t(
              'Você bloqueou as notificações deste site. Para receber, libere nas configurações do navegador (o cadeado ao lado do endereço) e volte aqui.',
            )}
          </p>
        )}
        {state === 'unsupported' && (
          <p className="mt-2 text-sm text-slate-700">
            {t('Este navegador não recebe notificações. Use o Chrome, o Firefox, o Edge ou o Safari atualizados.')}
          </p>
        )}
        {state === 'off' && (
          <Button className="mt-3 w-full sm:w-auto" disabled={busy} onClick={() => void change(true)}>
            {t('Ativar notificações')}
          </Button>
        )}
        {state === 'on' && (
          <Button
            variant="outline"
            className="mt-3 w-full sm:w-auto"
            disabled={busy}
            onClick={() => void change(false)}
          >
            {t('Desativar')}
          </Button>
        )}
      </div>

      <PreferencesForm />
    </Card>
  );
}

function PreferencesForm() {
  const q = usePreferences();
  if (q.isPending) return <p className="mt-4 text-sm text-slate-500">{t('Carregando...')}</p>;
  if (q.isError) return <p className="mt-4 text-sm text-red-700">{t('Não foi possível carregar as preferências.')}</p>;
  return <PreferencesFields initial={q.data} />;
}

function PreferencesFields({ initial }: { initial: NotificationPreferences }) {
  const id = useId();
  const save = useSavePreferences();
  const [prefs, setPrefs] = useState(initial);
  const off = new Set(prefs.pushOff);
  const setGroup = (types: readonly string[], on: boolean) =>
    setPrefs((p) => ({
      ...p,
      pushOff: on ? p.pushOff.filter((t) => !types.includes(t)) : [...new Set([...p.pushOff, ...types])],
    }));
  // Issue 30: the email column (the daily digest); none by default.
  const mailed = new Set(prefs.emailOn ?? []);
  const setEmail = (types: readonly string[], on: boolean) =>
    setPrefs((p) => {
      const now = p.emailOn ?? [];
      return { ...p, emailOn: on ? [...new Set([...now, ...types])] : now.filter((t) => !types.includes(t)) };
    });
  const setQuiet = (q: Partial<NotificationPreferences['quietHours']>) =>
    setPrefs((p) => ({ ...p, quietHours: { ...p.quietHours, ...q } }));

  return (
    <form
      className="mt-5"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(prefs, {
          onSuccess: (r) => toast({ title: r.message, variant: 'success' }),
          onError: (err) =>
            toast({ title: t('Erro'), description: errorMessage(err, t('Tente novamente.')), variant: 'destructive' }),
        });
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t('O que chega no celular')}</legend>
        <ul className="mt-2 space-y-2.5">
          {GROUPS.map((g, i) => (
            <li key={g.label} className="flex items-center gap-3">
              <Checkbox
                id={`${id}-g${i}`}
                checked={g.types.every((t) => !off.has(t))}
                onCheckedChange={(on) => setGroup(g.types, on)}
              />
              <label htmlFor={`${id}-g${i}`} className="text-sm text-slate-800">
                {g.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className="mt-5" data-testid="email-column">
        <legend className="text-sm font-semibold text-slate-900">{t('O que vai por email (resumo diário)')}</legend>
        <p className="mt-1 text-xs text-slate-500">
          {t(
            'Um email por dia com o que você ainda não leu, só quando houver algo. Avisos de segurança (novo acesso, troca de senha ou de email, verificação em duas etapas) chegam sempre.',
          )}
        </p>
        <ul className="mt-2 space-y-2.5">
          {GROUPS.map((g, i) => (
            <li key={g.label} className="flex items-center gap-3">
              <Checkbox
                id={`${id}-e${i}`}
                checked={g.types.every((t) => mailed.has(t))}
                onCheckedChange={(on) => setEmail(g.types, on)}
              />
              <label htmlFor={`${id}-e${i}`} className="text-sm text-slate-800">
                {g.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-slate-900">{t('Horário de silêncio')}</legend>
        <div className="mt-2 flex items-center gap-3">
          <Checkbox
            id={`${id}-quiet`}
            checked={prefs.quietHours.enabled}
            onCheckedChange={(enabled) => setQuiet({ enabled })}
          />
          <label htmlFor={`${id}-quiet`} className="text-sm text-slate-800">
            {t('Segurar os avisos à noite e entregar de manhã')}
          </label>
        </div>
        <div className="mt-3 grid max-w-xs grid-cols-2 gap-3 text-sm text-slate-700">
          {(['start', 'end'] as const).map((edge) => (
            <div key={edge} className="space-y-1">
              <label htmlFor={`${id}-${edge}`} className="block">
                {edge === 'start' ? t('Começa às') : t('Termina às')}
              </label>
              <Input
                id={`${id}-${edge}`}
                type="time"
                required
                disabled={!prefs.quietHours.enabled}
                value={prefs.quietHours[edge]}
                onChange={(e) => setQuiet({ [edge]: e.target.value })}
              />
            </div>
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-500">
          {t('Hora de Dublin.')}{' '}
          {URGENT.length > 0 && t('Avisos urgentes ({list}) chegam mesmo assim.', { list: URGENT.join(', ') })}
        </p>
      </fieldset>

      <Button type="submit" className="mt-5 w-full sm:w-auto" disabled={save.isPending}>
        {t('Salvar preferências')}
      </Button>
    </form>
  );
}
