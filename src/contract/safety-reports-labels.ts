// Enums, labels, limits and messages without zod: the map page, its cards and the map chunk load them
// without the validation library (only the lazily loaded report form needs zod). Re-exported by
// contract/safety-reports.ts, so server and forms keep one source.

/** Spec section 3: the incident types, in the form's order; 'outros' is also the fallback for unknown types. */
export const INCIDENT_TYPES = ['roubo', 'assalto', 'vandalismo', 'acidentes', 'policiais', 'outros'] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];
export const INCIDENT_LABELS: Record<IncidentType, string> = {
  roubo: 'Roubo',
  assalto: 'Assalto',
  vandalismo: 'Vandalismo',
  acidentes: 'Acidentes',
  policiais: 'Problemas Policiais',
  outros: 'Outros',
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
  '2h': 'Agora',
  '24h': '24 h',
  '7d': '7 dias',
  '30d': '30 dias',
};

export const safetyMessages = {
  locationRequired: 'Selecione um local no mapa',
  descriptionRequired: 'Descreva o que aconteceu',
  descriptionMax: 'A descrição deve ter no máximo 500 caracteres',
  typeRequired: 'Selecione o tipo de incidente',
  severityInvalid: 'A gravidade deve ser um número de 1 a 5',
  timeInvalid: 'Horário inválido (use HH:MM)',
  outsideDublin: 'Local fora da área de Dublin',
  tooMany: (n: number) => `Você atingiu o limite de ${n} relatos por hora. Tente novamente mais tarde.`,
  notFound: 'Relatório não encontrado',
  queryRequired: 'Digite um endereço para buscar',
  addressNotFound: 'Endereço não encontrado',
  geocoderFailed: 'Erro ao buscar o endereço',
  geocoderBusy: 'Muitas buscas de endereço no momento. Tente novamente em alguns segundos.',
  geocoderOneAtATime: 'Aguarde a busca de endereço anterior terminar.',
  geocoderLimit: 'Você fez muitas buscas de endereço. Tente novamente mais tarde.',
  bboxInvalid: 'Área do mapa inválida',
  /** Moderation (issue 31): what a report shows once its description was removed. */
  descriptionRemoved: 'Descrição removida pela moderação.',
  descriptionSaved: 'Descrição atualizada.',
} as const;

/** Spec section 9: area risk from the average severity. */
export function riskLabel(avgSeverity: number): 'Alto Risco' | 'Risco Médio' | 'Baixo Risco' {
  if (avgSeverity >= 4) return 'Alto Risco';
  if (avgSeverity >= 3) return 'Risco Médio';
  return 'Baixo Risco';
}
