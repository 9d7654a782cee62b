// The public partner form: limits, messages and the input schema, in zod/mini (tree-shaken; classic
// zod would add ~26 KB gzip to /be-partner). The browser form and the server's POST body share it.
import * as z from 'zod/mini';
import { t } from './i18n.js';

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
  companyNameMin: t('Nome da empresa deve ter pelo menos 2 caracteres'),
  contactNameMin: t('Nome do contato deve ter pelo menos 2 caracteres'),
  nameMax: t('Máximo de 255 caracteres'),
  emailInvalid: t('Email inválido'),
  phoneMin: t('Telefone deve ter pelo menos 10 dígitos'),
  phoneMax: t('Telefone deve ter no máximo 20 caracteres'),
  messageMin: t('Mensagem deve ter pelo menos 10 caracteres'),
  messageMax: t('Mensagem deve ter no máximo 2000 caracteres'),
  statusInvalid: t('Status inválido'),
  sent: t('Solicitação enviada! Entraremos em contato em breve.'),
  sendFailed: t('Erro ao enviar solicitação'),
  tooMany: t('Você enviou muitas solicitações. Tente novamente em uma hora.'),
  notFound: t('Solicitação não encontrada'),
  notPending: t('Esta solicitação já foi analisada.'),
  approved: t('Solicitação aprovada.'),
  rejected: t('Solicitação rejeitada.'),
  deleted: t('Solicitação excluída.'),
  deleteConfirm: t('Tem certeza que deseja excluir esta solicitação? Esta ação não pode ser desfeita.'),
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
