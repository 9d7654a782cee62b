// No zod here: the warning shown on the rental, listing and message screens imports these texts.

export const BLACKLIST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BlacklistStatus = (typeof BLACKLIST_STATUSES)[number];
export const BLACKLIST_STATUS_LABELS: Record<BlacklistStatus, string> = {
  pending: 'Em análise',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
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
  warningTitle: 'Atenção: este contato tem um alerta da comunidade',
  warningHint: 'Confira com cuidado antes de fechar negócio ou enviar dinheiro.',
  nameRequired: 'Nome é obrigatório',
  nameMax: 'Máximo de 255 caracteres',
  descriptionMin: 'Descreva o que aconteceu (pelo menos 10 caracteres)',
  descriptionMax: 'Máximo de 2000 caracteres',
  phoneInvalid: 'Telefone inválido',
  emailInvalid: 'Email inválido',
  otherInfoMax: 'Máximo de 2000 caracteres',
  contactRequired: 'Informe o telefone ou o email de quem aplicou o golpe',
  imagesMax: 'Máximo 5 imagens',
  imageInvalid: 'URL da imagem inválida',
  checkInvalid: 'Informe um telefone ou email válido',
  subscriptionRequired: 'Você precisa de uma assinatura ativa para usar os alertas da comunidade.',
  submitted: 'Alerta enviado! Ele será analisado pela equipe antes de valer.',
  tooManySubmits: 'Você enviou muitos alertas hoje. Tente novamente amanhã.',
  tooManyChecks: (n: number) => `Você já fez ${n} verificações hoje. Tente novamente amanhã.`,
  noMatch: 'Nenhum alerta da comunidade para este contato.',
  notFound: 'Alerta não encontrado',
  notPending: 'Este alerta já foi analisado.',
  notApproved: 'Só alertas aprovados podem ser ativados ou desativados.',
  statusInvalid: 'Status inválido',
  approved: 'Alerta aprovado.',
  rejected: 'Alerta rejeitado.',
  activated: 'Alerta reativado.',
  deactivated: 'Alerta desativado.',
  deleted: 'Alerta excluído.',
  deleteConfirm: 'Tem certeza que deseja excluir este alerta? Esta ação não pode ser desfeita.',
  reviewHint: 'Se você foi citado em um alerta e acha que ele está errado, peça a revisão pela página de contato.',
} as const;
