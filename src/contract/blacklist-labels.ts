// No zod here: the warning shown on the rental, listing and message screens imports these texts.

import { t } from './i18n.js';

export const BLACKLIST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BlacklistStatus = (typeof BLACKLIST_STATUSES)[number];
export const BLACKLIST_STATUS_LABELS: Record<BlacklistStatus, string> = {
  pending: t('Em análise'),
  approved: t('Aprovado'),
  rejected: t('Rejeitado'),
};

export const BLACKLIST_LIMITS = {
  images: 5,
  name: 255,
  description: 2000,
  descriptionMin: 10,
  phone: 20,
  email: 255,
  otherInfo: 2000,
  contact: 255,
  /** Alerts one member may submit per day (429 beyond). */
  submitsPerDay: 5,
} as const;

export const blacklistMessages = {
  warningTitle: t('Atenção: este contato tem um alerta da comunidade'),
  warningHint: t('Confira com cuidado antes de fechar negócio ou enviar dinheiro.'),
  nameRequired: t('Nome é obrigatório'),
  nameMax: t('Máximo de 255 caracteres'),
  descriptionMin: t('Descreva o que aconteceu (pelo menos 10 caracteres)'),
  descriptionMax: t('Máximo de 2000 caracteres'),
  phoneInvalid: t('Telefone inválido'),
  emailInvalid: t('Email inválido'),
  otherInfoMax: t('Máximo de 2000 caracteres'),
  contactRequired: t('Informe o telefone ou o email de quem aplicou o golpe'),
  imagesMax: t('Máximo 5 imagens'),
  imageInvalid: t('URL da imagem inválida'),
  checkInvalid: t('Informe um telefone ou email válido'),
  subscriptionRequired: t('Você precisa de uma assinatura ativa para usar os alertas da comunidade.'),
  submitted: t('Alerta enviado! Ele será analisado pela equipe antes de valer.'),
  tooManySubmits: t('Você enviou muitos alertas hoje. Tente novamente amanhã.'),
  tooManyChecks: (n: number) => t('Você já fez {n} verificações hoje. Tente novamente amanhã.', { n }),
  noMatch: t('Nenhum alerta da comunidade para este contato.'),
  notFound: t('Alerta não encontrado'),
  notPending: t('Este alerta já foi analisado.'),
  notApproved: t('Só alertas aprovados podem ser ativados ou desativados.'),
  statusInvalid: t('Status inválido'),
  approved: t('Alerta aprovado.'),
  rejected: t('Alerta rejeitado.'),
  activated: t('Alerta reativado.'),
  deactivated: t('Alerta desativado.'),
  deleted: t('Alerta excluído.'),
  deleteConfirm: t('Tem certeza que deseja excluir este alerta? Esta ação não pode ser desfeita.'),
  reviewHint: t('Se você foi citado em um alerta e acha que ele está errado, peça a revisão pela página de contato.'),
} as const;
