import { z } from 'zod';
import { t } from './i18n.js';
import { LIMITS } from './users.js';

/** What the member types to confirm 'Excluir minha conta' (issue 15). */
export const DELETE_CONFIRMATION = 'EXCLUIR';

export const privacyMessages = {
  passwordRequired: t('Digite a sua senha.'),
  wrongPassword: t('Senha incorreta. Nada foi excluído.'),
  confirmationMismatch: t('Digite {word} para confirmar a exclusão.', { word: DELETE_CONFIRMATION }),
  stripeUnreachable: t(
    'Não foi possível cancelar sua assinatura no Stripe. Nada foi excluído. Tente novamente em alguns minutos.',
  ),
  superAdmin: t('A conta de um super administrador não pode ser excluída.'),
  deleted: t('Sua conta foi excluída.'),
  deletedDetail: t('Seus dados foram apagados. Você pode se cadastrar de novo quando quiser.'),
  deleteFailed: t('Não foi possível excluir a conta'),
} as const;

/** POST /api/privacy/delete-account: the password and the typed confirmation. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ message: privacyMessages.passwordRequired })
    .min(1, { message: privacyMessages.passwordRequired })
    .max(LIMITS.password.max, { message: privacyMessages.wrongPassword }),
  confirmation: z
    .string({ message: privacyMessages.confirmationMismatch })
    .max(50, { message: privacyMessages.confirmationMismatch })
    .refine((v) => v.trim().toUpperCase() === DELETE_CONFIRMATION, { message: privacyMessages.confirmationMismatch }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const accountDeletedSchema = z.object({ message: z.string() });
