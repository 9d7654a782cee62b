// Every kind of notification, in one list (issue 29). Adding a kind is one entry here: its pt-BR
// texts, what it opens, whether it may break quiet hours. Zod-free: the server renders the texts
// (in-app and push alike) and the settings page lists the kinds.

import { laterNotificationKinds } from './notification-kinds-later.js';
import { day, type NotificationData, type NotificationKind, q } from './notification-text.js';

export {
  NOTIFICATION_TARGETS,
  type NotificationData,
  type NotificationKind,
  type NotificationTargetKind,
} from './notification-text.js';

/** What a report was about, as 'report-resolved' names it (the reports' kinds). */
const reported: Record<string, string> = {
  listing: 'um anúncio',
  rental: 'um aluguel de conta',
  message: 'uma mensagem',
  member: 'um membro',
  safety_report: 'um relato de incidente',
};
const about = (d: NotificationData) => (reported[String(d.kind)] ? ` sobre ${reported[String(d.kind)]}` : '');

export const notificationKinds = {
  'saved-search-matches': {
    label: 'Buscas salvas',
    title: (d) => (Number(d.count) === 1 ? 'Novo anúncio na sua busca' : 'Novos anúncios na sua busca'),
    body: (d) => {
      const n = Number(d.count) || 1;
      const what =
        d.kind === 'rental'
          ? n === 1
            ? 'aluguel novo'
            : 'aluguéis novos'
          : n === 1
            ? 'anúncio novo'
            : 'anúncios novos';
      return `${n} ${what} em ${q(d.name)}.`;
    },
    target: 'saved-search',
  },
  'message-received': {
    label: 'Novas mensagens',
    title: (d) => `Nova mensagem de ${d.from}`,
    body: (d) => (d.itemTitle ? `Sobre ${q(d.itemTitle)}.` : 'Toque para ler e responder.'),
    target: 'conversation',
  },
  'item-approved': {
    label: 'Anúncio aprovado ou recusado',
    title: () => 'Anúncio aprovado',
    body: (d) => `Seu anúncio ${q(d.title)} está publicado no marketplace.`,
    target: 'item',
  },
  'item-rejected': {
    label: 'Anúncio aprovado ou recusado',
    title: () => 'Anúncio recusado',
    body: (d) => `Seu anúncio ${q(d.title)} não foi aprovado.`,
    target: 'item',
  },
  'item-edit-approved': {
    label: 'Edição de anúncio aprovada ou recusada',
    title: () => 'Edição aprovada',
    body: (d) => `A edição do anúncio ${q(d.title)} foi aprovada e publicada.`,
    target: 'item',
  },
  'item-edit-rejected': {
    label: 'Edição de anúncio aprovada ou recusada',
    title: () => 'Edição recusada',
    body: (d) => `A edição do anúncio ${q(d.title)} não foi aprovada; a versão publicada continua.`,
    target: 'item',
  },
  'rental-approved': {
    label: 'Aluguel aprovado ou recusado',
    title: () => 'Aluguel aprovado',
    body: (d) => `Seu anúncio de aluguel ${q(d.title)} está publicado.`,
    target: 'rental',
  },
  'rental-rejected': {
    label: 'Aluguel aprovado ou recusado',
    title: () => 'Aluguel recusado',
    body: (d) => `Seu anúncio de aluguel ${q(d.title)} não foi aprovado.`,
    target: 'rental',
  },
  'rental-edit-approved': {
    label: 'Edição de aluguel aprovada ou recusada',
    title: () => 'Edição aprovada',
    body: (d) => `A edição do aluguel ${q(d.title)} foi aprovada e publicada.`,
    target: 'rental',
  },
  'rental-edit-rejected': {
    label: 'Edição de aluguel aprovada ou recusada',
    title: () => 'Edição recusada',
    body: (d) => `A edição do aluguel ${q(d.title)} não foi aprovada; a versão publicada continua.`,
    target: 'rental',
  },
  'item-price-dropped': {
    label: 'Favoritos: preço baixou',
    title: () => 'Preço baixou',
    body: (d) => `${q(d.title)}, que você salvou, baixou de € ${d.before} para € ${d.after}.`,
    target: 'item',
  },
  'rental-price-dropped': {
    label: 'Favoritos: preço baixou',
    title: () => 'Preço do aluguel baixou',
    body: (d) => `O aluguel ${q(d.title)}, que você salvou, baixou de € ${d.before} para € ${d.after} por semana.`,
    target: 'rental',
  },
  'item-expiring': {
    label: 'Anúncios perto de expirar',
    title: () => 'Seu anúncio expira em 3 dias',
    body: (d) => `${q(d.title)} sai do marketplace em ${day(d.until)}. Toque em Renovar para manter por mais 60 dias.`,
    target: 'item',
  },
  'rental-expiring': {
    label: 'Anúncios perto de expirar',
    title: () => 'Seu aluguel expira em 3 dias',
    body: (d) => `O aluguel ${q(d.title)} sai da lista em ${day(d.until)}. Toque em Renovar para mantê-lo.`,
    target: 'rental',
  },
  'followed-new-item': {
    label: 'Vendedores que você segue',
    title: (d) => `Novo anúncio de ${d.seller}`,
    body: (d) => `${q(d.title)} acabou de ser publicado no marketplace.`,
    target: 'item',
  },
  'followed-new-rental': {
    label: 'Vendedores que você segue',
    title: (d) => `Novo aluguel de ${d.seller}`,
    body: (d) => `O aluguel ${q(d.title)} acabou de ser publicado.`,
    target: 'rental',
  },
  'rental-contact-revealed': {
    label: 'Contato do seu aluguel visto',
    title: () => 'Contato visto',
    body: (d) => `Um membro viu o contato do seu aluguel ${q(d.title)}. Ele pode falar com você em breve.`,
    target: 'rental',
  },
  'event-changed': {
    label: 'Eventos: mudanças e cancelamentos',
    title: () => 'Evento alterado',
    body: (d) => `O evento ${q(d.title)} mudou. Confira data, horário e local.`,
    target: 'event',
  },
  'event-cancelled': {
    label: 'Eventos: mudanças e cancelamentos',
    title: () => 'Evento cancelado',
    body: (d) => `O evento ${q(d.title)} foi cancelado.${d.reason ? ` Motivo: ${d.reason}` : ''}`,
    target: 'event',
  },
  'event-waitlist-promoted': {
    label: 'Lista de espera de eventos',
    title: () => 'Você conseguiu uma vaga',
    body: (d) => `Abriu uma vaga em ${q(d.title)} e ela é sua. Se não puder ir, cancele para liberá-la.`,
    target: 'event',
  },
  'event-starts-24h': {
    label: 'Lembretes de eventos',
    title: () => 'Evento amanhã',
    body: (d) => `${q(d.title)} começa em 24 horas.`,
    target: 'event',
  },
  'event-starts-1h': {
    label: 'Lembretes de eventos',
    title: () => 'Evento em 1 hora',
    body: (d) => `${q(d.title)} começa em 1 hora.`,
    target: 'event',
  },
  'report-resolved': {
    label: 'Resultado das suas denúncias',
    title: () => 'Denúncia analisada',
    // Admins give no details: whether something was done ('actioned') or not ('dismissed'); what
    // exactly (hidden, removed, member deactivated) is in 'Minhas denúncias', not on a lock screen.
    body: (d) =>
      d.outcome === 'dismissed'
        ? `Analisamos sua denúncia${about(d)} e não encontramos violação das regras. Obrigado por avisar.`
        : `Analisamos sua denúncia${about(d)} e tomamos uma providência. Obrigado por avisar.`,
    target: 'report',
  },
  'scam-alert-approved': {
    label: 'Alertas de golpe aprovados ou recusados',
    title: () => 'Alerta de golpe aprovado',
    body: () => 'Seu alerta de golpe foi aprovado e já avisa a comunidade.',
    target: 'scam-alert',
  },
  'scam-alert-rejected': {
    label: 'Alertas de golpe aprovados ou recusados',
    title: () => 'Alerta de golpe recusado',
    body: () => 'Seu alerta de golpe não foi aprovado e não será mostrado à comunidade.',
    target: 'scam-alert',
  },
  'membership-renewed': {
    label: 'Assinatura e pagamentos',
    title: () => 'Assinatura renovada',
    body: (d) => `Sua assinatura foi renovada até ${day(d.until)}.`,
    target: 'membership',
  },
  'payment-failed': {
    label: 'Assinatura e pagamentos',
    title: () => 'Pagamento não aprovado',
    body: (d) =>
      `Não conseguimos cobrar sua assinatura. Atualize o pagamento até ${day(d.graceEnd)} para não perder o acesso.`,
    target: 'membership',
    urgent: true,
  },
  'membership-ending': {
    label: 'Assinatura e pagamentos',
    title: () => 'Sua assinatura termina em 3 dias',
    body: (d) => `Sua assinatura termina em ${day(d.until)}. Renove para continuar com acesso.`,
    target: 'membership',
  },
  ...laterNotificationKinds,
} satisfies Record<string, NotificationKind>;

export type NotificationType = keyof typeof notificationKinds;
export const NOTIFICATION_TYPES = Object.keys(notificationKinds) as NotificationType[];

/** The settings page's switches: one per label (kinds that share a label share a switch). */
export function notificationGroups(): { label: string; types: NotificationType[] }[] {
  const groups = new Map<string, NotificationType[]>();
  for (const t of NOTIFICATION_TYPES) {
    const label = notificationKinds[t].label;
    groups.set(label, [...(groups.get(label) ?? []), t]);
  }
  return [...groups].map(([label, types]) => ({ label, types }));
}

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Unread notifications are counted up to this many; the web shows '99+' from 100 on. */
export const UNREAD_CAP = 100;

export const notificationMessages = {
  notFound: 'Notificação não encontrada.',
  allRead: 'Todas as notificações foram marcadas como lidas.',
  targetGone: 'Isto não está mais disponível: foi removido ou apagado.',
  unknownType: 'Tipo de notificação desconhecido.',
} as const;
