// The kinds of notification of the features after the spec's (issues 31–33): safety alerts, stolen
// bikes, deals and reviews. notifications-types.ts lists them after the others (the settings page's order).
import { t } from './i18n.js';
import { day, far, type NotificationKind, q } from './notification-text.js';

export const laterNotificationKinds = {
  // Issue 31: a report inside one of the member's alert zones. The type, the zone and how far; never
  // the report's description (it may describe a person: the map is for places and times).
  'safety-zone-alert': {
    label: t('Alertas perto de você (zonas de alerta)'),
    title: () => t('Alerta perto de você'),
    body: (d) =>
      t('{type} a {distance} do centro da zona {zone}.', {
        type: String(d.incidentType),
        distance: far(d.metres),
        zone: q(d.zone),
      }),
    target: 'safety-map',
  },
  // Issue 32: the owner of a stolen bike, at once (their income).
  'bike-sighting': {
    label: t('Bicicleta roubada avistada ou anunciada'),
    title: () => t('Alguém viu sua bicicleta'),
    body: (d) =>
      t('Sua {bike} foi vista perto de {area}. Veja no mapa.', { bike: String(d.bike), area: String(d.area) }),
    target: 'bike',
    urgent: true,
  },
  'bike-listing-match': {
    label: t('Bicicleta roubada avistada ou anunciada'),
    title: () => t('Sua bicicleta apareceu no marketplace'),
    body: (d) =>
      t('Um anúncio com o número de série da sua {bike} foi bloqueado e enviado aos administradores.', {
        bike: String(d.bike),
      }),
    target: 'bike',
    urgent: true,
  },
  // Issue 33: deals and the blind reviews after them.
  'deal-proposed': {
    label: t('Negociações e avaliações'),
    title: () => t('Confirme a negociação'),
    body: (d) =>
      t('{from} disse que negociou {title} com você. Confirme para poderem se avaliar.', {
        from: String(d.from),
        title: q(d.title),
      }),
    target: 'deal',
  },
  'deal-reviewable': {
    label: t('Negociações e avaliações'),
    title: () => t('Avalie a negociação'),
    body: (d) => t('A negociação de {title} foi confirmada. Você tem 14 dias para avaliar.', { title: q(d.title) }),
    target: 'deal',
  },
  'deal-review-closing': {
    label: t('Negociações e avaliações'),
    title: () => t('Prazo para avaliar termina em 2 dias'),
    body: (d) => t('Avalie a negociação de {title} até {date}.', { title: q(d.title), date: day(d.closesAt) }),
    target: 'deal',
  },
  'review-published': {
    label: t('Negociações e avaliações'),
    title: () => t('Nova avaliação sobre você'),
    body: (d) => t('A avaliação sobre a negociação de {title} foi publicada no seu perfil.', { title: q(d.title) }),
    target: 'deal',
  },
} satisfies Record<string, NotificationKind>;
