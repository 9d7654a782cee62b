import { z } from 'zod';
import { t } from './i18n.js';

/** Issue 30: two-factor sign-in (TOTP) and its recovery codes (decision 034). */
export const twoFactorMessages = {
  codeRequired: t('Digite o código de 6 dígitos do app autenticador ou um código de recuperação.'),
  codeInvalid: t('Código incorreto. Confira o app autenticador (o código muda a cada 30 segundos) e tente de novo.'),
  loginExpired: t('O tempo para digitar o código acabou. Entre novamente com email e senha.'),
  alreadyOn: t('A verificação em duas etapas já está ativa.'),
  notStarted: t('Gere um novo QR code e tente de novo.'),
  notOn: t('A verificação em duas etapas não está ativa.'),
  wrongPassword: t('Senha incorreta.'),
  staffRequired: t(
    'Administradores precisam ativar a verificação em duas etapas em Configurações antes de abrir o painel.',
  ),
  enabled: t('Verificação em duas etapas ativada.'),
  disabled: t('Verificação em duas etapas desativada.'),
  codesRegenerated: t('Novos códigos de recuperação gerados. Os antigos não funcionam mais.'),
} as const;

/** How many recovery codes a member gets, each used once. */
export const RECOVERY_CODE_COUNT = 10;

const code = z
  .string({ message: twoFactorMessages.codeRequired })
  .trim()
  .min(6, twoFactorMessages.codeRequired)
  .max(32, twoFactorMessages.codeRequired);

/** POST /api/two-factor/confirm: the first code from the app turns it on. */
export const twoFactorCodeSchema = z.object({ code });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

/** POST /api/login/two-factor: the second step of a sign-in. */
export const loginTwoFactorSchema = z.object({
  token: z.string({ message: twoFactorMessages.loginExpired }).min(1).max(512),
  code,
});
export type LoginTwoFactorInput = z.infer<typeof loginTwoFactorSchema>;

/** POST /api/two-factor/disable: the password and a code. */
export const disableTwoFactorSchema = z.object({
  password: z.string({ message: twoFactorMessages.wrongPassword }).min(1, twoFactorMessages.wrongPassword).max(128),
  code,
});
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

/** GET /api/two-factor: the member's state (never the secret). */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** An administrator who must turn it on before the panel opens (STAFF_2FA_REQUIRED). */
  requiredForStaff: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/two-factor/setup: a new secret, as text and as a QR code (an SVG data URL drawn on the server). */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/two-factor/confirm: the recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/login with two-factor on: 202 and the short-lived token of the second step (not a session). */
export const loginPendingSchema = z.object({ twoFactorRequired: z.literal(true), token: z.string() });
export type LoginPending = z.infer<typeof loginPendingSchema>;
