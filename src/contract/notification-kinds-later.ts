// The kinds of notification of the features after the spec's (issues 31–33): safety alerts, stolen
// bikes, deals and reviews. notifications-types.ts lists them after the others (the settings page's order).
import { day, far, type NotificationKind, q } from './notification-text.js';

export const laterNotificationKinds = {
  // Issue 31: a report inside one of the member's alert zones. The type, the zone and how far; never
  // the report's description (it may describe a person: the map is for places and times).
  'safety-zone-alert': {
    label: 'Alertas perto de você (zonas de alerta)',
    title: () => 'Alerta perto de você',
    body: (d) => `${d.incidentType} a ${far(d.metres)} do centro da zona ${q(d.zone)}.`,
    target: 'safety-map',
  },
  // Issue 32: the owner of a stolen bike, at once (their income).
  'bike-sighting': {
    label: 'Bicicleta roubada avistada ou anunciada',
    title: () => 'Alguém viu sua bicicleta',
    body: (d) => `Sua ${d.bike} foi vista perto de ${d.area}. Veja no mapa.`,
    target: 'bike',
    urgent: true,
  },
  'bike-listing-match': {
    label: 'Bicicleta roubada avistada ou anunciada',
    title: () => 'Sua bicicleta apareceu no marketplace',
    body: (d) => `Um anúncio com o número de série da sua ${d.bike} foi bloqueado e enviado aos administradores.`,
    target: 'bike',
    urgent: true,
  },
  // Issue 33: deals and the blind reviews after them.
  'deal-proposed': {
    label: 'Negociações e avaliações',
    title: () => 'Confirme a negociação',
    body: (d) => `${d.from} disse que negociou ${q(d.title)} com você. Confirme para poderem se avaliar.`,
    target: 'deal',
  },
  'deal-reviewable': {
    label: 'Negociações e avaliações',
    title: () => 'Avalie a negociação',
    body: (d) => `A negociação de ${q(d.title)} foi confirmada. Você tem 14 dias para avaliar.`,
    target: 'deal',
  },
  'deal-review-closing': {
    label: 'Negociações e avaliações',
    title: () => 'Prazo para avaliar termina em 2 dias',
    body: (d) => `Avalie a negociação de ${q(d.title)} até ${day(d.closesAt)}.`,
    target: 'deal',
  },
  'review-published': {
    label: 'Negociações e avaliações',
    title: () => 'Nova avaliação sobre você',
    body: (d) => `A avaliação sobre a negociação de ${q(d.title)} foi publicada no seu perfil.`,
    target: 'deal',
  },
} satisfies Record<string, NotificationKind>;
