// Every kind of notification, in one list (issue 29). Adding a kind is one entry here: its pt-BR
// texts, what it opens, whether it may break quiet hours. Zod-free: the server renders the texts
// (in-app and push alike) and the settings page lists the kinds.

import { t } from './i18n.js';
import { laterNotificationKinds } from './notification-kinds-later.js';
import { day, type NotificationData, type NotificationKind, q } from './notification-text.js';

export {
  NOTIFICATION_TARGETS,
  type NotificationData,
  type NotificationKind,
  type NotificationTargetKind,
} from './notification-text.js';

/**
 * 'report-resolved' by what the report was about (the reports' kinds) and whether something was done:
 * each a whole sentence, so the server finds it in the catalogue as it is (decision 058).
 */
const reportDismissed: Record<string, string> = {
  listing: t('Analisamos sua denúncia sobre um anúncio e não encontramos violação das regras. Obrigado por avisar.'),
  rental: t(
    'Analisamos sua denúncia sobre um aluguel de conta e não encontramos violação das regras. Obrigado por avisar.',
  ),
  message: t('Analisamos sua denúncia sobre uma mensagem e não encontramos violação das regras. Obrigado por avisar.'),
  member: t('Analisamos sua denúncia sobre um membro e não encontramos violação das regras. Obrigado por avisar.'),
  safety_report: t(
    'Analisamos sua denúncia sobre um relato de incidente e não encontramos violação das regras. Obrigado por avisar.',
  ),
};
const reportActioned: Record<string, string> = {
  listing: t('Analisamos sua denúncia sobre um anúncio e tomamos uma providência. Obrigado por avisar.'),
  rental: t('Analisamos sua denúncia sobre um aluguel de conta e tomamos uma providência. Obrigado por avisar.'),
  message: t('Analisamos sua denúncia sobre uma mensagem e tomamos uma providência. Obrigado por avisar.'),
  member: t('Analisamos sua denúncia sobre um membro e tomamos uma providência. Obrigado por avisar.'),
  safety_report: t(
    'Analisamos sua denúncia sobre um relato de incidente e tomamos uma providência. Obrigado por avisar.',
  ),
};
const ofKind = (texts: Record<string, string>, d: NotificationData) =>
  Object.hasOwn(texts, String(d.kind)) ? texts[String(d.kind)] : undefined;

export const notificationKinds = {
  'saved-search-matches': {
    label: t('Buscas salvas'),
    title: (d) => (Number(d.count) === 1 ? t('Novo anúncio na sua busca') : t('Novos anúncios na sua busca')),
    body: (d) => {
      const n = Number(d.count) || 1;
      const name = q(d.name);
      return d.kind === 'rental'
        ? n === 1
          ? t('{n} aluguel novo em {name}.', { n, name })
          : t('{n} aluguéis novos em {name}.', { n, name })
        : n === 1
          ? t('{n} anúncio novo em {name}.', { n, name })
          : t('{n} anúncios novos em {name}.', { n, name });
    },
    target: 'saved-search',
  },
  'message-received': {
    label: t('Novas mensagens'),
    title: (d) => t('Nova mensagem de {from}', { from: String(d.from) }),
    body: (d) => (d.itemTitle ? t('Sobre {title}.', { title: q(d.itemTitle) }) : t('Toque para ler e responder.')),
    target: 'conversation',
  },
  'item-approved': {
    label: t('Anúncio aprovado ou recusado'),
    title: () => t('Anúncio aprovado'),
    body: (d) => t('Seu anúncio {title} está publicado no marketplace.', { title: q(d.title) }),
    target: 'item',
  },
  'item-rejected': {
    label: t('Anúncio aprovado ou recusado'),
    title: () => t('Anúncio recusado'),
    body: (d) => t('Seu anúncio {title} não foi aprovado.', { title: q(d.title) }),
    target: 'item',
  },
  'item-edit-approved': {
    label: t('Edição de anúncio aprovada ou recusada'),
    title: () => t('Edição aprovada'),
    body: (d) => t('A edição do anúncio {title} foi aprovada e publicada.', { title: q(d.title) }),
    target: 'item',
  },
  'item-edit-rejected': {
    label: t('Edição de anúncio aprovada ou recusada'),
    title: () => t('Edição recusada'),
    body: (d) => t('A edição do anúncio {title} não foi aprovada; a versão publicada continua.', { title: q(d.title) }),
    target: 'item',
  },
  'rental-approved': {
    label: t('Aluguel aprovado ou recusado'),
    title: () => t('Aluguel aprovado'),
    body: (d) => t('Seu anúncio de aluguel {title} está publicado.', { title: q(d.title) }),
    target: 'rental',
  },
  'rental-rejected': {
    label: t('Aluguel aprovado ou recusado'),
    title: () => t('Aluguel recusado'),
    body: (d) => t('Seu anúncio de aluguel {title} não foi aprovado.', { title: q(d.title) }),
    target: 'rental',
  },
  'rental-edit-approved': {
    label: t('Edição de aluguel aprovada ou recusada'),
    title: () => t('Edição aprovada'),
    body: (d) => t('A edição do aluguel {title} foi aprovada e publicada.', { title: q(d.title) }),
    target: 'rental',
  },
  'rental-edit-rejected': {
    label: t('Edição de aluguel aprovada ou recusada'),
    title: () => t('Edição recusada'),
    body: (d) => t('A edição do aluguel {title} não foi aprovada; a versão publicada continua.', { title: q(d.title) }),
    target: 'rental',
  },
  'item-price-dropped': {
    label: t('Favoritos: preço baixou'),
    title: () => t('Preço baixou'),
    body: (d) =>
      t('{title}, que você salvou, baixou de € {before} para € {after}.', {
        title: q(d.title),
        before: String(d.before),
        after: String(d.after),
      }),
    target: 'item',
  },
  'rental-price-dropped': {
    label: t('Favoritos: preço baixou'),
    title: () => t('Preço do aluguel baixou'),
    body: (d) =>
      t('O aluguel {title}, que você salvou, baixou de € {before} para € {after} por semana.', {
        title: q(d.title),
        before: String(d.before),
        after: String(d.after),
      }),
    target: 'rental',
  },
  'item-expiring': {
    label: t('Anúncios perto de expirar'),
    title: () => t('Seu anúncio expira em 3 dias'),
    body: (d) =>
      t('{title} sai do marketplace em {date}. Toque em Renovar para manter por mais 60 dias.', {
        title: q(d.title),
        date: day(d.until),
      }),
    target: 'item',
  },
  'rental-expiring': {
    label: t('Anúncios perto de expirar'),
    title: () => t('Seu aluguel expira em 3 dias'),
    body: (d) =>
      t('O aluguel {title} sai da lista em {date}. Toque em Renovar para mantê-lo.', {
        title: q(d.title),
        date: day(d.until),
      }),
    target: 'rental',
  },
  'followed-new-item': {
    label: t('Vendedores que você segue'),
    title: (d) => t('Novo anúncio de {seller}', { seller: String(d.seller) }),
    body: (d) => t('{title} acabou de ser publicado no marketplace.', { title: q(d.title) }),
    target: 'item',
  },
  'followed-new-rental': {
    label: t('Vendedores que você segue'),
    title: (d) => t('Novo aluguel de {seller}', { seller: String(d.seller) }),
    body: (d) => t('O aluguel {title} acabou de ser publicado.', { title: q(d.title) }),
    target: 'rental',
  },
  'rental-contact-revealed': {
    label: t('Contato do seu aluguel visto'),
    title: () => t('Contato visto'),
    body: (d) =>
      t('Um membro viu o contato do seu aluguel {title}. Ele pode falar com você em breve.', { title: q(d.title) }),
    target: 'rental',
  },
  'event-changed': {
    label: t('Eventos: mudanças e cancelamentos'),
    title: () => t('Evento alterado'),
    body: (d) => t('O evento {title} mudou. Confira data, horário e local.', { title: q(d.title) }),
    target: 'event',
  },
  'event-cancelled': {
    label: t('Eventos: mudanças e cancelamentos'),
    title: () => t('Evento cancelado'),
    body: (d) =>
      d.reason
        ? t('O evento {title} foi cancelado. Motivo: {reason}', { title: q(d.title), reason: String(d.reason) })
        : t('O evento {title} foi cancelado.', { title: q(d.title) }),
    target: 'event',
  },
  'event-waitlist-promoted': {
    label: t('Lista de espera de eventos'),
    title: () => t('Você conseguiu uma vaga'),
    body: (d) =>
      t('Abriu uma vaga em {title} e ela é sua. Se não puder ir, cancele para liberá-la.', { title: q(d.title) }),
    target: 'event',
  },
  'event-starts-24h': {
    label: t('Lembretes de eventos'),
    title: () => t('Evento amanhã'),
    body: (d) => t('{title} começa em 24 horas.', { title: q(d.title) }),
    target: 'event',
  },
  'event-starts-1h': {
    label: t('Lembretes de eventos'),
    title: () => t('Evento em 1 hora'),
    body: (d) => t('{title} começa em 1 hora.', { title: q(d.title) }),
    target: 'event',
  },
  'report-resolved': {
    label: t('Resultado das suas denúncias'),
    title: () => t('Denúncia analisada'),
    // Admins give no details: whether something was done ('actioned') or not ('dismissed'); what
    // exactly (hidden, removed, member deactivated) is in 'Minhas denúncias', not on a lock screen.
    body: (d) =>
      d.outcome === 'dismissed'
        ? (ofKind(reportDismissed, d) ??
          t('Analisamos sua denúncia e não encontramos violação das regras. Obrigado por avisar.'))
        : (ofKind(reportActioned, d) ?? t('Analisamos sua denúncia e tomamos uma providência. Obrigado por avisar.')),
    target: 'report',
  },
  'scam-alert-approved': {
    label: t('Alertas de golpe aprovados ou recusados'),
    title: () => t('Alerta de golpe aprovado'),
    body: () => t('Seu alerta de golpe foi aprovado e já avisa a comunidade.'),
    target: 'scam-alert',
  },
  'scam-alert-rejected': {
    label: t('Alertas de golpe aprovados ou recusados'),
    title: () => t('Alerta de golpe recusado'),
    body: () => t('Seu alerta de golpe não foi aprovado e não será mostrado à comunidade.'),
    target: 'scam-alert',
  },
  'membership-renewed': {
    label: t('Assinatura e pagamentos'),
    title: () => t('Assinatura renovada'),
    body: (d) => t('Sua assinatura foi renovada até {date}.', { date: day(d.until) }),
    target: 'membership',
  },
  'payment-failed': {
    label: t('Assinatura e pagamentos'),
    title: () => t('Pagamento não aprovado'),
    body: (d) =>
      t('Não conseguimos cobrar sua assinatura. Atualize o pagamento até {date} para não perder o acesso.', {
        date: day(d.graceEnd),
      }),
    target: 'membership',
    urgent: true,
  },
  'membership-ending': {
    label: t('Assinatura e pagamentos'),
    title: () => t('Sua assinatura termina em 3 dias'),
    body: (d) => t('Sua assinatura termina em {date}. Renove para continuar com acesso.', { date: day(d.until) }),
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
  notFound: t('Notificação não encontrada.'),
  allRead: t('Todas as notificações foram marcadas como lidas.'),
  targetGone: t('Isto não está mais disponível: foi removido ou apagado.'),
  unknownType: t('Tipo de notificação desconhecido.'),
} as const;
