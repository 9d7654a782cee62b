// Issue 31 ('Ainda está acontecendo?'): members confirm or dispute a report on the map. Zod-free:
// the map page and the map chunk load it without the validation library (decision 010).
import { t } from './i18n.js';

export const VOTE_ANSWERS = ['confirm', 'dispute'] as const;
export type VoteAnswer = (typeof VOTE_ANSWERS)[number];
export const VOTE_QUESTION = t('Ainda está acontecendo?');
export const VOTE_LABELS: Record<VoteAnswer, string> = {
  confirm: t('Também vi isso'),
  dispute: t('Não vi nada'),
};

/** Answers one member may give (or change) per hour, all reports together (429 beyond). */
export const VOTES_PER_HOUR = 60;

export const voteMessages = {
  answerRequired: t('Escolha uma resposta: "Também vi isso" ou "Não vi nada".'),
  own: t('Você não pode responder ao seu próprio relato.'),
  tooMany: t('Você respondeu a muitos relatos nesta hora (limite de {max}). Tente novamente mais tarde.', {
    max: VOTES_PER_HOUR,
  }),
  loginRequired: t('Entre na sua conta para responder.'),
  saved: t('Resposta registrada. Obrigado!'),
  /** The details of the queue's reports made from disputes (what the admin reads). */
  disputedOnMap: t('Contestado no mapa: "Não vi nada" (Ainda está acontecendo?)'),
  removed: t('Obrigado! Vários membros não viram nada: o relato saiu do mapa e vai para a moderação.'),
} as const;

/**
 * The heat weight of one report (issue 31, decision 036). The spec's severity × 0.3, times:
 * - its freshness: halves every FADE_HALF_LIFE_HOURS since it was reported or last confirmed, never
 *   below FADE_FLOOR (the 30-day archive still shows, faintly);
 * - the community's answers: +50 % a confirmation, −50 % a dispute, between TRUST_MIN and TRUST_MAX.
 * The server computes the same sum in SQL for the grid cells (safety-reports.repository.ts).
 */
export const WEIGHT = {
  fadeHalfLifeHours: 6,
  fadeFloor: 0.2,
  perConfirmation: 0.5,
  perDispute: 0.5,
  trustMin: 0.25,
  trustMax: 3,
} as const;
/** 'Agora': reported or confirmed in the last 2 hours. */
export const NOW_WINDOW_MS = 2 * 3_600_000;

export interface Weighable {
  severity: number;
  confirmations: number;
  disputes: number;
  /** When it was reported or last confirmed, whichever is later (ISO). */
  lastSeenAt: string;
}

export function freshness(lastSeenAt: string, now: number): number {
  const hours = Math.max(0, now - Date.parse(lastSeenAt)) / 3_600_000;
  return Math.max(WEIGHT.fadeFloor, 0.5 ** (hours / WEIGHT.fadeHalfLifeHours));
}
export function trust(confirmations: number, disputes: number): number {
  const t = 1 + WEIGHT.perConfirmation * confirmations - WEIGHT.perDispute * disputes;
  return Math.min(WEIGHT.trustMax, Math.max(WEIGHT.trustMin, t));
}
export function reportWeight(r: Weighable, now: number, perSeverity = 0.3): number {
  return (r.severity || 1) * perSeverity * freshness(r.lastSeenAt, now) * trust(r.confirmations, r.disputes);
}
