// Issue 30: the account mails (verification, password reset, email change) and their forms.
// zod/mini, like contract/auth.ts: these are form schemas in the browser too (decision 010).
import * as z from 'zod/mini';
import { authMessages, email, password } from './auth.js';
import { t } from './i18n.js';

/** What a link's token is for; one purpose never opens another's flow. */
export const MAIL_TOKEN_PURPOSES = ['verify-email', 'reset-password', 'change-email'] as const;
export type MailTokenPurpose = (typeof MAIL_TOKEN_PURPOSES)[number];

/** How long each link works. */
export const TOKEN_HOURS: Record<MailTokenPurpose, number> = {
  'verify-email': 24,
  'reset-password': 1,
  'change-email': 24,
};

export const mailMessages = {
  /** The same words whether the address exists or not (no enumeration). */
  forgotSent: t(
    'Se existir uma conta com esse email, enviamos um link para criar uma nova senha. Ele vale por 1 hora. Confira também a caixa de spam.',
  ),
  passwordChanged: t('Senha alterada. Entre com a nova senha.'),
  emailVerified: t('Email confirmado. Obrigado!'),
  alreadyVerified: t('Seu email já está confirmado.'),
  verificationSent: t('Enviamos um novo link de confirmação para o seu email.'),
  changeRequested: t('Enviamos um link para o novo endereço. A troca só vale depois que você confirmar por lá.'),
  emailChanged: t('Email alterado. Use o novo endereço para entrar.'),
  sameEmail: t('Este já é o seu email.'),
  wrongPassword: t('Senha incorreta.'),
  tokenInvalid: t('Este link não é válido. Confira se copiou o endereço inteiro ou peça um novo.'),
  tokenExpired: t('Este link expirou. Peça um novo.'),
  tokenUsed: t('Este link já foi usado. Se precisar, peça um novo.'),
  tokenOtherAccount: t('Este link é de outra conta. Saia desta conta e abra o link de novo, ou peça um novo link.'),
  emailTaken: authMessages.emailTaken,
  mailOff: t('O envio de emails está desligado neste servidor. Fale com o administrador pelo WhatsApp.'),
  unsubscribed: t('Pronto: você não vai mais receber estes emails. Você pode religar em Configurações.'),
  alreadyUnsubscribed: t('Você já não recebe estes emails. Você pode religar em Configurações.'),
  unsubscribeInvalid: t(
    'Este link de cancelamento não é válido. Confira se copiou o endereço inteiro, ou desligue os emails em Configurações.',
  ),
} as const;

const token = z
  .string({ message: mailMessages.tokenInvalid })
  .check(
    z.minLength(20, { message: mailMessages.tokenInvalid }),
    z.maxLength(200, { message: mailMessages.tokenInvalid }),
  );

/** POST /api/mail/forgot-password */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/mail/reset-password */
export const resetPasswordSchema = z.object({ token, password });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset page's form (the confirmation stays in the browser). */
export const resetPasswordFormSchema = z.object({ password, confirmPassword: z.string() }).check(
  z.refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  }),
);

/** POST /api/mail/verify-email, /api/mail/confirm-email-change */
export const tokenSchema = z.object({ token });
export type TokenInput = z.infer<typeof tokenSchema>;

/** POST /api/mail/change-email (signed in): the new address and the current password. */
export const changeEmailSchema = z.object({
  email,
  password: z
    .string({ message: mailMessages.wrongPassword })
    .check(z.minLength(1, { message: mailMessages.wrongPassword })),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** GET /api/mail/unsubscribe: whether the link's member still gets email notifications (the page's question). */
export interface UnsubscribeState {
  emailOn: boolean;
}

/** GET /api/mail/me: the member's address state (the home's banner, the settings card). */
export interface MailState {
  email: string;
  verified: boolean;
  /** An address waiting to be confirmed from its own mailbox. */
  pendingEmail: string | null;
  /** False when this server sends no mail (MAIL_FEATURES=off): no banner, no 'Reenviar'. */
  mailOn: boolean;
}

/** The web's addresses of the links in the mails (built on the server from PUBLIC_URL too). */
export const mailPaths = {
  forgot: '/conta/esqueci-senha',
  reset: '/conta/nova-senha',
  verify: '/conta/confirmar-email',
  changeEmail: '/conta/confirmar-novo-email',
  unsubscribe: '/conta/cancelar-emails',
  /** The sessions card of /settings (the new sign-in alert's link). */
  sessions: '/settings#sessoes',
} as const;
