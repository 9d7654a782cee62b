import { z } from 'zod';
import { LIMITS } from './users.js';

export const authMessages = {
  emailInvalid: 'Email inválido',
  emailRequired: 'Email é obrigatório',
  passwordMin: 'Senha deve ter pelo menos 6 caracteres',
  firstNameMin: 'Nome deve ter pelo menos 2 caracteres',
  lastNameMin: 'Sobrenome deve ter pelo menos 2 caracteres',
  phoneMin: 'Telefone deve ter pelo menos 10 dígitos',
  confirmRequired: 'Confirmação de senha é obrigatória',
  passwordsDiffer: 'As senhas não coincidem',
  termsRequired: 'Você deve aceitar os termos de uso',
  invalidCredentials: 'Email ou senha incorretos',
  inactiveAccount: 'Sua conta está desativada. Entre em contato com o administrador.',
  emailTaken: 'Este email já está cadastrado.',
  loggedOut: 'Sessão encerrada',
} as const;

const email = z
  .string({ message: authMessages.emailRequired })
  .trim()
  .min(1, { message: authMessages.emailRequired })
  .email({ message: authMessages.emailInvalid })
  .max(255, { message: authMessages.emailInvalid })
  .transform((v) => v.toLowerCase());

const password = z
  .string({ message: authMessages.passwordMin })
  .min(LIMITS.password.min, { message: authMessages.passwordMin })
  .max(LIMITS.password.max, { message: `Senha deve ter no máximo ${LIMITS.password.max} caracteres` });

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

const digitCount = (v: string) => v.replace(/\D/g, '').length;

/** POST /api/register. confirmPassword and terms live only in the form (spec: not sent). */
export const registerSchema = z.object({
  firstName: z
    .string({ message: authMessages.firstNameMin })
    .trim()
    .min(LIMITS.name.min, { message: authMessages.firstNameMin })
    .max(LIMITS.name.max, { message: `Nome deve ter no máximo ${LIMITS.name.max} caracteres` }),
  lastName: z
    .string({ message: authMessages.lastNameMin })
    .trim()
    .min(LIMITS.name.min, { message: authMessages.lastNameMin })
    .max(LIMITS.name.max, { message: `Sobrenome deve ter no máximo ${LIMITS.name.max} caracteres` }),
  email,
  phone: z
    .string({ message: authMessages.phoneMin })
    .trim()
    .max(LIMITS.phoneMax, { message: `Telefone deve ter no máximo ${LIMITS.phoneMax} caracteres` })
    .refine((v) => digitCount(v) >= LIMITS.phoneMinDigits, { message: authMessages.phoneMin })
    .refine((v) => /^[0-9\s\-+()]*$/.test(v), { message: authMessages.phoneMin }),
  password,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z.string().min(LIMITS.password.min, { message: authMessages.confirmRequired }),
    terms: z.boolean().refine((v) => v, { message: authMessages.termsRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;
