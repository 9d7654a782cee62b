import { t } from './i18n.js';
/**
 * Reports (issue 15): kinds, reasons, outcomes and their pt-BR labels. Zod-free: the list pages and
 * cards import it without loading zod (decision 010).
 */
/**
 * `bike_listing` is filed by the app, never by a member (issue 32): a listing or an edit refused
 * because its frame serial matches a bike registered as stolen, queued under that bike.
 */
export const REPORT_KINDS = [
  'listing',
  'rental',
  'message',
  'member',
  'safety_report',
  // Issue 32: a public stolen-bike report and a sighting (which only the bike's owner reads).
  'stolen_bike',
  'bike_sighting',
  'bike_listing',
  // Issue 33: a published review.
  'review',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  listing: t('Anúncio'),
  rental: t('Aluguel de conta'),
  message: t('Mensagem'),
  member: t('Membro'),
  safety_report: t('Relato de incidente'),
  stolen_bike: t('Bicicleta roubada'),
  bike_sighting: t('Avistamento de bicicleta'),
  bike_listing: t('Anúncio de bicicleta roubada'),
  review: t('Avaliação'),
};

export const REPORT_REASONS = ['golpe', 'ilegal', 'assedio', 'spam', 'falso', 'outro'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  golpe: t('Golpe/fraude'),
  ilegal: t('Conteúdo ilegal'),
  assedio: t('Assédio'),
  spam: t('Spam'),
  falso: t('Informação falsa'),
  outro: t('Outro'),
};

export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'deleted', 'deactivated'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** What the reporter reads on their report ('Minhas denúncias'). */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: t('Em análise'),
  dismissed: t('Analisada: nenhuma violação encontrada'),
  hidden: t('Analisada: conteúdo ocultado'),
  deleted: t('Analisada: conteúdo removido'),
  deactivated: t('Analisada: membro desativado'),
};

/** Admin actions on a reported thing. */
export const REPORT_ACTIONS = ['dismiss', 'hide', 'delete', 'deactivate'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  dismiss: t('Descartar'),
  hide: t('Ocultar'),
  delete: t('Excluir conteúdo'),
  deactivate: t('Desativar membro'),
};
/** Which actions apply to each kind (a message or a member has nothing to hide). */
export const REPORT_ACTIONS_BY_KIND: Record<ReportKind, readonly ReportAction[]> = {
  listing: ['dismiss', 'hide', 'delete', 'deactivate'],
  rental: ['dismiss', 'hide', 'delete', 'deactivate'],
  safety_report: ['dismiss', 'hide', 'delete', 'deactivate'],
  message: ['dismiss', 'delete', 'deactivate'],
  member: ['dismiss', 'deactivate'],
  // 'Ocultar' takes a stolen report off the public list; 'Excluir conteúdo' ends the report (the bike stays registered).
  stolen_bike: ['dismiss', 'hide', 'delete', 'deactivate'],
  bike_sighting: ['dismiss', 'delete', 'deactivate'],
  // Nothing was published (a refused edit leaves the listing as approved): close it, or deactivate the lister.
  bike_listing: ['dismiss', 'deactivate'],
  review: ['dismiss', 'hide', 'deactivate'],
};

export const REPORT_DETAILS_MAX = 1000;

export const reportMessages = {
  kindInvalid: t('Tipo de denúncia inválido.'),
  reasonRequired: t('Escolha um motivo.'),
  detailsMax: t('Máximo de {max} caracteres.', { max: REPORT_DETAILS_MAX }),
  actionInvalid: t('Ação inválida.'),
  targetNotFound: t('Conteúdo não encontrado.'),
  self: t('Você não pode denunciar a si mesmo nem o seu próprio conteúdo.'),
  already: t('Você já denunciou isto. Nossa equipe vai analisar.'),
  tooMany: (n: number) => t('Você atingiu o limite de {n} denúncias por dia. Tente novamente amanhã.', { n }),
  sentTitle: t('Denúncia enviada'),
  sent: t(
    'Obrigado. Nossa equipe vai analisar a denúncia; você verá o resultado em Configurações, em Minhas denúncias.',
  ),
  notOpen: t('Não há denúncias abertas sobre este conteúdo.'),
  actionNotAllowed: t('Esta ação não se aplica a este tipo de conteúdo.'),
  noOwner: t('Este conteúdo não tem um membro para desativar.'),
  resolved: t('Denúncias resolvidas.'),
  underReview: t('Em análise após denúncias'),
} as const;
