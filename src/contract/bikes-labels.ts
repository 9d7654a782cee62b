// Issue 32 (stolen bikes): types, limits, messages and the serial's normal form without zod, so the
// pages that validate nothing (the public list, the map layer) load them without the library.
import { t } from './i18n.js';

export const BIKE_TYPES = ['bicicleta', 'ebike', 'emoped'] as const;
export type BikeType = (typeof BIKE_TYPES)[number];

export const BIKE_TYPE_LABELS: Record<BikeType, string> = {
  bicicleta: t('Bicicleta'),
  ebike: t('E-bike com pedal assistido (até 25 km/h)'),
  emoped: t('E-moped / scooter'),
};

/** One sentence on what an e-moped needs in Ireland, and where the rules are. */
export const EMOPED_RULE = t(
  'Desde 2023, uma e-bike com acelerador ou que passa de 25 km/h é um e-moped: precisa de carteira, imposto (motor tax), seguro e registro, e a Garda pode apreender.',
);
export const EMOPED_RULES_URL = 'https://www.rsa.ie/road-safety/road-users/e-bikes';

export const BIKE_LIMITS = {
  brand: 60,
  model: 80,
  colour: 40,
  serialMin: 4,
  serialMax: 40,
  photos: 4,
  description: 1000,
  address: 200,
  gardaIncident: 40,
  note: 500,
  /** A page of the public stolen list. */
  page: 20,
  /** Sightings an owner sees of one bike (newest first). */
  sightings: 50,
} as const;

export const bikeMessages = {
  typeInvalid: t('Escolha o tipo: bicicleta, e-bike ou e-moped.'),
  brandRequired: t('Informe a marca.'),
  modelRequired: t('Informe o modelo.'),
  colourRequired: t('Informe a cor.'),
  serialInvalid: t('Número de série inválido: use de 4 a 40 letras e números.'),
  photosMax: t('Máximo 4 fotos.'),
  notFound: t('Bicicleta não encontrada.'),
  registered: t('Bicicleta registrada.'),
  claimed: t(
    'Este número de série já está registrado por outro membro. Seu registro foi enviado aos administradores, que vão verificar.',
  ),
  serialTaken: t('Você já registrou uma bicicleta com este número de série.'),
  notYours: t('Só o dono pode alterar esta bicicleta.'),
  whereRequired: t('Informe onde foi o roubo: marque no mapa ou escreva o endereço.'),
  whenInvalid: t('Data do roubo inválida.'),
  whenFuture: t('A data do roubo não pode estar no futuro.'),
  descriptionRequired: t('Descreva a bicicleta (marcas, adesivos, acessórios).'),
  alreadyStolen: t('Esta bicicleta já está marcada como roubada.'),
  notStolen: t('Esta bicicleta não está marcada como roubada.'),
  underReview: t('Este registro está em análise pelos administradores.'),
  markedStolen: t('Bicicleta marcada como roubada. Ela aparece na lista pública de bicicletas roubadas.'),
  recovered: t('Que bom! A bicicleta saiu da lista de roubadas.'),
  deleted: t('Bicicleta excluída.'),
  sightingSaved: t('Obrigado! O dono foi avisado.'),
  sightingOwn: t('Esta bicicleta é sua: use "Recuperada" quando ela voltar.'),
  seenInvalid: t('Data do avistamento inválida.'),
  tooManyChecks: t('Muitas consultas de número de série. Aguarde um pouco e tente novamente.'),
  claimOnlyPending: t('Este registro não está mais em análise.'),
  claimAccepted: t('Registro aprovado: o número de série passou para este membro.'),
  claimRejected: t('Registro recusado e excluído.'),
  /** Neutral on purpose (like messages): never says who blocked whom. */
  sightingBlocked: t('Não é possível avisar o dono desta bicicleta.'),
  hiddenByReports: t('Fora da lista pública: em análise após denúncias.'),
} as const;

/**
 * The serial's normal form: upper case, only letters and digits, and the look-alikes folded
 * (O and Q → 0, I and L → 1, S → 5, Z → 2, B → 8), so 'wtu-123 o' and 'WTU1230' are one serial.
 */
export function normaliseSerial(raw: string): string {
  const folded: Record<string, string> = { O: '0', Q: '0', I: '1', L: '1', S: '5', Z: '2', B: '8' };
  return raw
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/[OQILSZB]/g, (c) => folded[c]!);
}

/** Places a member can pick for where a bike was stolen or seen (or their phone's position). */
// i18n: same in every language (Dublin's places, also matched by the place picker).
export const BIKE_PLACES: readonly { name: string; lat: number; lng: number }[] = [
  { name: 'City Centre', lat: 53.3478, lng: -6.2597 },
  { name: 'Temple Bar', lat: 53.3454, lng: -6.2644 },
  { name: 'Smithfield', lat: 53.3488, lng: -6.2786 },
  { name: 'Phibsborough', lat: 53.3609, lng: -6.2725 },
  { name: 'Drumcondra', lat: 53.3703, lng: -6.2547 },
  { name: 'Docklands', lat: 53.3455, lng: -6.2379 },
  { name: 'Portobello', lat: 53.3318, lng: -6.2653 },
  { name: 'Rathmines', lat: 53.3219, lng: -6.2656 },
  { name: 'Ranelagh', lat: 53.3256, lng: -6.2544 },
  { name: 'Ballsbridge', lat: 53.3286, lng: -6.2311 },
  { name: 'Kilmainham', lat: 53.3419, lng: -6.3044 },
  { name: 'Clontarf', lat: 53.3622, lng: -6.2031 },
];
