// zod/mini, not classic zod: these schemas are the sign-in and sign-up forms' validation in the
// browser (react-hook-form's zodResolver) and the request bodies on the server (the Fastify type
// provider takes any zod 4 schema). Mini's functions tree-shake; classic's methods pull the whole
// library (~26 KB gzip) into a page. Keep this module free of classic zod imports (decision 010).
import * as z from 'zod/mini';
import { t } from './i18n.js';
import { LIMITS } from './users-limits.js';

export const authMessages = {
  emailInvalid: t('Email inválido'),
  emailRequired: t('Email é obrigatório'),
  passwordMin: t('Senha deve ter pelo menos 6 caracteres'),
  firstNameMin: t('Nome deve ter pelo menos 2 caracteres'),
  lastNameMin: t('Sobrenome deve ter pelo menos 2 caracteres'),
  phoneMin: t('Telefone deve ter pelo menos 10 dígitos'),
  confirmRequired: t('Confirmação de senha é obrigatória'),
  passwordsDiffer: t('As senhas não coincidem'),
  termsRequired: t('Você deve aceitar os termos de uso'),
  invalidCredentials: t('Email ou senha incorretos'),
  inactiveAccount: t('Sua conta está desativada. Entre em contato com o administrador.'),
  emailTaken: t('Este email já está cadastrado.'),
  loggedOut: t('Sessão encerrada'),
  /** The account was deleted meanwhile (a second, parallel deletion): never a false reason (issue 37). */
  accountGone: t('Conta já excluída.'),
} as const;

/** An email address as every form takes it (trimmed, lower-cased); the mail forms use it too. */
export const email = z
  .string({ message: authMessages.emailRequired })
  .check(
    z.trim(),
    z.minLength(1, { message: authMessages.emailRequired }),
    z.email({ message: authMessages.emailInvalid }),
    z.maxLength(255, { message: authMessages.emailInvalid }),
    z.toLowerCase(),
  );

/** A new or current password within the limits. */
export const password = z.string({ message: authMessages.passwordMin }).check(
  z.minLength(LIMITS.password.min, { message: authMessages.passwordMin }),
  z.maxLength(LIMITS.password.max, {
    message: t('Senha deve ter no máximo {max} caracteres', { max: LIMITS.password.max }),
  }),
);

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

const digitCount = (v: string) => v.replace(/\D/g, '').length;

/** POST /api/register. confirmPassword and terms live only in the form (spec: not sent). */
export const registerSchema = z.object({
  firstName: z.string({ message: authMessages.firstNameMin }).check(
    z.trim(),
    z.minLength(LIMITS.name.min, { message: authMessages.firstNameMin }),
    z.maxLength(LIMITS.name.max, {
      message: t('Nome deve ter no máximo {max} caracteres', { max: LIMITS.name.max }),
    }),
  ),
  lastName: z.string({ message: authMessages.lastNameMin }).check(
    z.trim(),
    z.minLength(LIMITS.name.min, { message: authMessages.lastNameMin }),
    z.maxLength(LIMITS.name.max, {
      message: t('Sobrenome deve ter no máximo {max} caracteres', { max: LIMITS.name.max }),
    }),
  ),
  email,
  phone: z.string({ message: authMessages.phoneMin }).check(
    z.trim(),
    z.maxLength(LIMITS.phoneMax, {
      message: t('Telefone deve ter no máximo {max} caracteres', { max: LIMITS.phoneMax }),
    }),
    z.refine((v) => digitCount(v) >= LIMITS.phoneMinDigits, { message: authMessages.phoneMin }),
    z.refine((v) => /^[0-9\s\-+()]*$/.test(v), { message: authMessages.phoneMin }),
  ),
  password,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerFormSchema = z
  .extend(registerSchema, {
    confirmPassword: z.string().check(z.minLength(LIMITS.password.min, { message: authMessages.confirmRequired })),
    terms: z.boolean().check(z.refine((v) => v, { message: authMessages.termsRequired })),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: authMessages.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );
export type RegisterForm = z.input<typeof registerFormSchema>;
