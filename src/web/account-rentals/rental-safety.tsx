import type { LucideIcon } from 'lucide-react';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Clock from 'lucide-react/icons/clock';
import FileCheck from 'lucide-react/icons/file-check';
import Headset from 'lucide-react/icons/headset';
import Scale from 'lucide-react/icons/scale';
import ShieldCheck from 'lucide-react/icons/shield-check';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import UserCheck from 'lucide-react/icons/user-check';
import { t } from '../../contract/i18n.js';
import { RentalGuideLinks } from './rental-guide-links.js';

const PROTECTIONS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: FileCheck,
    title: t('Documentos verificados'),
    text: t('Cada conta anunciada passa pela conferência de documentos da administração.'),
  },
  {
    icon: UserCheck,
    title: t('Locatários validados'),
    text: t('Quem aluga também é membro identificado, com número de membro.'),
  },
  {
    icon: ShieldCheck,
    title: t('Sistema de proteção'),
    text: t('Regras claras e histórico de cada anúncio dentro da plataforma.'),
  },
  { icon: Scale, title: t('Perito neutro'), text: t('Em caso de disputa, um perito neutro analisa o caso.') },
  { icon: Headset, title: t('Suporte 24/7'), text: t('Atendimento em português a qualquer hora.') },
  { icon: Clock, title: t('Resolução em 48\u00a0h'), text: t('Disputas resolvidas em até 48 horas úteis.') },
];

const STEPS = [
  { title: t('Cadastro do membro'), text: t('O dono da conta é membro da comunidade, com número de membro (CL).') },
  { title: t('Envio dos documentos'), text: t('Documentos do titular e da conta do app são enviados para análise.') },
  {
    title: t('Verificação pela administração'),
    text: t('A equipe confere os documentos antes de aprovar o anúncio.'),
  },
  {
    title: t('Publicação do anúncio'),
    text: t('Só anúncios aprovados aparecem na lista, com o preço semanal em euros.'),
  },
  { title: t('Validação do locatário'), text: t('O interessado entra em contato como membro identificado.') },
  { title: t('Acompanhamento'), text: t('Suporte e mediação durante todo o aluguel, dentro do site.') },
];

export function Protections() {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {PROTECTIONS.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:gap-3 sm:p-4"
        >
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-semibold text-slate-900 sm:text-base">{title}</p>
            <p className="text-xs text-slate-600 sm:text-sm">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The six-step verification process (spec: "a six-step verification process"). */
export function VerificationSteps() {
  return (
    <section aria-labelledby="steps-title" className="rounded-2xl bg-navy-900 p-5 text-white sm:p-8">
      <h2 id="steps-title" className="flex items-center gap-2 text-xl font-extrabold">
        <BadgeCheck className="h-6 w-6 text-accent-400" aria-hidden="true" /> {t('Verificação em 6 etapas')}
      </h2>
      <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {STEPS.map((s, i) => (
          <li key={s.title} className="flex gap-3">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent-400 text-sm font-extrabold text-navy-900">
              {i + 1}
            </span>
            <div>
              <p className="font-semibold">{s.title}</p>
              <p className="text-sm text-slate-300">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Spec: renting outside the site gives no protection; no responsibility for deals between users. */
export function RentalWarning() {
  return (
    <div role="note" className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
      <p>
        <strong>{t('Atenção:')}</strong>{' '}
        {t(
          'alugar contas fora do site não oferece nenhuma proteção. A comunidade não se responsabiliza por transações realizadas entre usuários: o aluguel é de inteira responsabilidade das partes envolvidas.',
        )}
      </p>
    </div>
  );
}

/** The warning and, under it, the guides on substitution and the right to work (issue 35). */
export function RentalWarningWithGuides() {
  return (
    <div className="space-y-2">
      <RentalWarning />
      <RentalGuideLinks className="px-1 text-sm" />
    </div>
  );
}
