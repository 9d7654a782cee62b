import { z } from 'zod';
import { cursorParam } from './common.js';

export const PARTNER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PARTNER_STATUS_LABELS: Record<PartnerStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
};

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
    .trim()
    .min(PARTNER_LIMITS.companyNameMin, { message: partnerMessages.companyNameMin })
    .max(PARTNER_LIMITS.nameMax, { message: partnerMessages.nameMax }),
  contactName: z
    .string({ message: partnerMessages.contactNameMin })
    .trim()
    .min(PARTNER_LIMITS.contactNameMin, { message: partnerMessages.contactNameMin })
    .max(PARTNER_LIMITS.nameMax, { message: partnerMessages.nameMax }),
  email: z
    .string({ message: partnerMessages.emailInvalid })
    .trim()
    .email({ message: partnerMessages.emailInvalid })
    .max(255, { message: partnerMessages.emailInvalid }),
  phone: z
    .string({ message: partnerMessages.phoneMin })
    .trim()
    .min(PARTNER_LIMITS.phoneMin, { message: partnerMessages.phoneMin })
    .max(PARTNER_LIMITS.phoneMax, { message: partnerMessages.phoneMax }),
  message: z
    .string({ message: partnerMessages.messageMin })
    .trim()
    .min(PARTNER_LIMITS.messageMin, { message: partnerMessages.messageMin })
    .max(PARTNER_LIMITS.messageMax, { message: partnerMessages.messageMax }),
});
export type PartnerApplicationInput = z.input<typeof partnerApplicationInputSchema>;

/** 201 answer of the public form: only a confirmation (nothing of the stored row). */
export const partnerApplicationCreatedSchema = z.object({ id: z.number().int(), message: z.string() });

/** An application as the admin sees it. Dates are ISO strings. */
export const partnerApplicationSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  status: z.enum(PARTNER_STATUSES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedById: z.number().int().nullable(),
  /** Member number of the reviewing admin, when known. */
  reviewedByMemberNumber: z.string().nullable(),
});
export type PartnerApplication = z.infer<typeof partnerApplicationSchema>;

/** GET /api/admin/partner-applications: newest first, keyset paging on id (cursor = last id). */
export const partnerApplicationListQuery = z.object({
  status: z.enum(PARTNER_STATUSES).optional(),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const partnerApplicationPageSchema = z.object({
  items: z.array(partnerApplicationSchema),
  nextCursor: z.number().int().nullable(),
  /** Rows matching the filter (all pages). */
  total: z.number().int(),
});
export type PartnerApplicationPage = z.infer<typeof partnerApplicationPageSchema>;

export const pendingCountSchema = z.object({ count: z.number().int() });

/** PUT /api/admin/partner-applications/{id}/status: only while pending (409 otherwise). */
export const partnerStatusInputSchema = z.object({
  status: z.enum(['approved', 'rejected'], { message: partnerMessages.statusInvalid }),
});
