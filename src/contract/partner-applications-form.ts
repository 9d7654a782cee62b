// The public partner form: limits, messages and the input schema, in zod/mini (tree-shaken; classic
// zod would add ~26 KB gzip to /be-partner). The browser form and the server's POST body share it.
import * as z from 'zod/mini';

export const PARTNER_LIMITS = {
  companyNameMin: 2,
  contactNameMin: 2,
  phoneMin: 10,
  phoneMax: 20,
  messageMin: 10,
  messageMax: 2000,
  nameMax: 255,
  /** Public form: at most this many applications per IP address per hour (429 beyond). */
  perIpPerHour: 5,
} as const;

export const partnerMessages = {
  companyNameMin: 'Nome da empresa deve ter pelo menos 2 caracteres',
  contactNameMin: 'Nome do contato deve ter pelo menos 2 caracteres',
  nameMax: 'Máximo de 255 caracteres',
  emailInvalid: 'Email inválido',
  phoneMin: 'Telefone deve ter pelo menos 10 dígitos',
  phoneMax: 'Telefone deve ter no máximo 20 caracteres',
  messageMin: 'Mensagem deve ter pelo menos 10 caracteres',
  messageMax: 'Mensagem deve ter no máximo 2000 caracteres',
  statusInvalid: 'Status inválido',
  sent: 'Solicitação enviada! Entraremos em contato em breve.',
  sendFailed: 'Erro ao enviar solicitação',
  tooMany: 'Você enviou muitas solicitações. Tente novamente em uma hora.',
  notFound: 'Solicitação não encontrada',
  notPending: 'Esta solicitação já foi analisada.',
  approved: 'Solicitação aprovada.',
  rejected: 'Solicitação rejeitada.',
  deleted: 'Solicitação excluída.',
  deleteConfirm: 'Tem certeza que deseja excluir esta solicitação? Esta ação não pode ser desfeita.',
} as const;

/** POST /api/partner-applications (public). All fields required; trimmed. */
export const partnerApplicationInputSchema = z.object({
  companyName: z
    .string({ message: partnerMessages.companyNameMin })
    .check(
      z.trim(),
      z.minLength(PARTNER_LIMITS.companyNameMin, { message: partnerMessages.companyNameMin }),
      z.maxLength(PARTNER_LIMITS.nameMax, { message: partnerMessages.nameMax }),
    ),
  contactName: z
    .string({ message: partnerMessages.contactNameMin })
    .check(
      z.trim(),
      z.minLength(PARTNER_LIMITS.contactNameMin, { message: partnerMessages.contactNameMin }),
      z.maxLength(PARTNER_LIMITS.nameMax, { message: partnerMessages.nameMax }),
    ),
  email: z
    .string({ message: partnerMessages.emailInvalid })
    .check(
      z.trim(),
      z.email({ message: partnerMessages.emailInvalid }),
      z.maxLength(255, { message: partnerMessages.emailInvalid }),
    ),
  phone: z
    .string({ message: partnerMessages.phoneMin })
    .check(
      z.trim(),
      z.minLength(PARTNER_LIMITS.phoneMin, { message: partnerMessages.phoneMin }),
      z.maxLength(PARTNER_LIMITS.phoneMax, { message: partnerMessages.phoneMax }),
    ),
  message: z
    .string({ message: partnerMessages.messageMin })
    .check(
      z.trim(),
      z.minLength(PARTNER_LIMITS.messageMin, { message: partnerMessages.messageMin }),
      z.maxLength(PARTNER_LIMITS.messageMax, { message: partnerMessages.messageMax }),
    ),
});
export type PartnerApplicationInput = z.input<typeof partnerApplicationInputSchema>;
