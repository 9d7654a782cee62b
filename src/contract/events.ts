import { z } from 'zod';
import { NOTHING_TO_UPDATE, someField } from './common.js';
// Constants the events list shows live in a zod-free module (the list page loads no zod); re-exported here.
import { EVENT_DEFAULT_MAX } from './events-labels.js';
import { t } from './i18n.js';

export * from './events-labels.js';

export const eventMessages = {
  titleRequired: t('Título é obrigatório'),
  titleMax: t('Título deve ter no máximo 255 caracteres'),
  locationMax: t('Local deve ter no máximo 255 caracteres'),
  dateInvalid: t('Data inválida'),
  maxMin: t('O número máximo de participantes deve ser pelo menos 1'),
  maxBelowCurrent: (n: number) =>
    t('O número máximo de participantes não pode ser menor que o número atual de inscritos ({n}).', { n }),
  imageTooLarge: t('A imagem deve ter no máximo 5MB'),
  imageType: t('O arquivo deve ser uma imagem'),
  notFound: t('Evento não encontrado'),
  full: t('Este evento está esgotado.'),
  past: t('Este evento já aconteceu.'),
  inactive: t('Este evento não está mais disponível.'),
  cancelled: t('Este evento foi cancelado.'),
  alreadyCancelled: t('Este evento já foi cancelado.'),
  cancelReasonRequired: t('Informe o motivo do cancelamento.'),
  cancelReasonMax: t('O motivo deve ter no máximo 500 caracteres.'),
  cancelledOk: t('Evento cancelado. Os participantes e a lista de espera foram avisados.'),
  subscriptionRequired: t('Você precisa de uma assinatura ativa para participar de eventos.'),
  adminOnly: t('Apenas administradores podem criar eventos.'),
  created: t('Evento criado com sucesso!'),
  deleted: t('Evento excluído.'),
  createFailed: t('Não foi possível criar o evento. Tente novamente.'),
  uploadFailed: t('Falha no upload da imagem. Tente novamente.'),
} as const;

export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  date: z.string(),
  imageUrl: z.string().nullable(),
  maxParticipants: z.number().int(),
  currentParticipants: z.number().int(),
  isActive: z.boolean(),
  /** Whether the caller joined; false for visitors. */
  joined: z.boolean(),
  /** Issue 34: the caller's place in the waitlist (1 = next), null when not waiting. */
  waitlistPosition: z.number().int().nullable(),
  /** Issue 34: when an admin called it off, and why (shown on the card). */
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type EventView = z.infer<typeof eventSchema>;

export const eventListQuery = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  /** Only events the caller joined (member home card). */
  joined: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export const eventPageSchema = z.object({ items: z.array(eventSchema), nextCursor: z.string().nullable() });

const dateField = z
  .string({ message: eventMessages.dateInvalid })
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: eventMessages.dateInvalid });

const baseFields = {
  title: z
    .string({ message: eventMessages.titleRequired })
    .trim()
    .min(1, { message: eventMessages.titleRequired })
    .max(255, { message: eventMessages.titleMax }),
  description: z.string().trim().max(5000).optional().default(''),
  location: z.string().trim().max(255, { message: eventMessages.locationMax }).optional().default(''),
  date: dateField,
  maxParticipants: z.coerce
    .number({ message: eventMessages.maxMin })
    .int({ message: eventMessages.maxMin })
    .min(1, { message: eventMessages.maxMin })
    .max(100_000)
    .default(EVENT_DEFAULT_MAX),
  imageUrl: z.string().trim().max(500).nullable().optional(),
};

export const createEventSchema = z.object(baseFields);
export type CreateEventInput = z.input<typeof createEventSchema>;

export const updateEventSchema = z
  .object({
    title: baseFields.title.optional(),
    description: z.string().trim().max(5000).optional(),
    location: z.string().trim().max(255, { message: eventMessages.locationMax }).optional(),
    date: dateField.optional(),
    maxParticipants: z.coerce
      .number({ message: eventMessages.maxMin })
      .int({ message: eventMessages.maxMin })
      .min(1, { message: eventMessages.maxMin })
      .max(100_000)
      .optional(),
    imageUrl: z.string().trim().max(500).nullable().optional(),
    isActive: z.boolean().optional(),
  })
  .refine(someField, { message: NOTHING_TO_UPDATE });
export type UpdateEventInput = z.infer<typeof updateEventSchema>;

export const joinResultSchema = z.object({
  joined: z.boolean(),
  currentParticipants: z.number().int(),
  /** Issue 34: the caller's place in the waitlist, null when not waiting. */
  waitlistPosition: z.number().int().nullable(),
});

export const cancelEventSchema = z.object({
  reason: z
    .string({ message: eventMessages.cancelReasonRequired })
    .trim()
    .min(3, { message: eventMessages.cancelReasonRequired })
    .max(500, { message: eventMessages.cancelReasonMax }),
});
export type CancelEventInput = z.infer<typeof cancelEventSchema>;

export const participantSchema = z.object({
  userId: z.number().int(),
  displayName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  memberNumber: z.string(),
  joinedAt: z.string(),
});
