// Enums, labels, limits and messages without zod: the map page, its cards and the map chunk load them
// without the validation library (only the lazily loaded report form needs zod). Re-exported by
// contract/safety-reports.ts, so server and forms keep one source.
import { t } from './i18n.js';

/** Spec section 3: the incident types, in the form's order; 'outros' is also the fallback for unknown types. */
export const INCIDENT_TYPES = ['roubo', 'assalto', 'vandalismo', 'acidentes', 'policiais', 'outros'] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];
export const INCIDENT_LABELS: Record<IncidentType, string> = {
  roubo: t('Roubo'),
  assalto: t('Assalto'),
  vandalismo: t('Vandalismo'),
  acidentes: t('Acidentes'),
  policiais: t('Problemas Policiais'),
  outros: t('Outros'),
};
export const incidentTypeOf = (t: string): IncidentType =>
  (INCIDENT_TYPES as readonly string[]).includes(t) ? (t as IncidentType) : 'outros';

/** Spec section 9 (map constants and limits). */
export const SAFETY = {
  descriptionMax: 500,
  severityMin: 1,
  severityMax: 5,
  defaultSeverity: 3,
  archiveDays: 30,
  topAreas: 5,
  typesShown: 3,
  center: { lat: 53.3498, lng: -6.2603 },
  zoom: 13,
  maxZoom: 18,
  locatedZoom: 16,
  heat: { radius: 25, blur: 15, perSeverity: 0.3 },
} as const;

/**
 * The time filter of the map: the heat, the markers and the figures all follow it. '2h' is 'Agora'
 * (issue 31): reported, or confirmed by a member, in the last 2 hours; the others count from the report.
 */
export const TIME_WINDOWS = {
  '2h': 2 * 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
} as const;
export type TimeWindow = keyof typeof TIME_WINDOWS;
export const TIME_WINDOW_LABELS: Record<TimeWindow, string> = {
  '2h': t('Agora'),
  '24h': t('24 h'),
  '7d': t('7 dias'),
  '30d': t('30 dias'),
};

export const safetyMessages = {
  locationRequired: t('Selecione um local no mapa'),
  descriptionRequired: t('Descreva o que aconteceu'),
  descriptionMax: t('A descrição deve ter no máximo 500 caracteres'),
  typeRequired: t('Selecione o tipo de incidente'),
  severityInvalid: t('A gravidade deve ser um número de 1 a 5'),
  timeInvalid: t('Horário inválido (use HH:MM)'),
  outsideDublin: t('Local fora da área de Dublin'),
  tooMany: (n: number) => t('Você atingiu o limite de {n} relatos por hora. Tente novamente mais tarde.', { n }),
  notFound: t('Relatório não encontrado'),
  queryRequired: t('Digite um endereço para buscar'),
  addressNotFound: t('Endereço não encontrado'),
  geocoderFailed: t('Erro ao buscar o endereço'),
  geocoderBusy: t('Muitas buscas de endereço no momento. Tente novamente em alguns segundos.'),
  geocoderOneAtATime: t('Aguarde a busca de endereço anterior terminar.'),
  geocoderLimit: t('Você fez muitas buscas de endereço. Tente novamente mais tarde.'),
  bboxInvalid: t('Área do mapa inválida'),
  /** Moderation (issue 31): what a report shows once its description was removed. */
  descriptionRemoved: t('Descrição removida pela moderação.'),
  descriptionSaved: t('Descrição atualizada.'),
} as const;

/** The risk values the API sends (spec section 9, in pt-BR whatever the reader's language): RISK_LABELS shows them. */
export const RISKS = ['Alto Risco', 'Risco Médio', 'Baixo Risco'] as const;
export type Risk = (typeof RISKS)[number];
const [HIGH, MEDIUM, LOW] = RISKS;

/** Spec section 9: area risk from the average severity. */
export function riskLabel(avgSeverity: number): Risk {
  if (avgSeverity >= 4) return HIGH;
  if (avgSeverity >= 3) return MEDIUM;
  return LOW;
}

/** The risk as the page shows it, in the reader's language. */
export const RISK_LABELS: Record<Risk, string> = {
  [HIGH]: t('Alto Risco'),
  [MEDIUM]: t('Risco Médio'),
  [LOW]: t('Baixo Risco'),
};
