import { z } from 'zod';

/**
 * Issue 37: zod's default messages are English ('Too big: expected string to have <=255
 * characters'), and every rule written without its own message answered in English (a safety
 * report's `area` over 255 characters, an event's description over 5000…). This error map makes
 * zod's defaults pt-BR for the whole process: a rule's own message still wins, and a rule without
 * one now answers in the user's language. The server installs it once (app.ts); the fuzz suite
 * checks every body schema's over-long strings against it.
 */
type Issue = z.core.$ZodRawIssue;

const FORMATS: Record<string, string> = {
  email: 'E-mail inválido.',
  url: 'Endereço (URL) inválido.',
  uuid: 'Identificador inválido.',
  datetime: 'Data e hora inválidas.',
  date: 'Data inválida.',
  time: 'Hora inválida.',
  regex: 'Formato inválido.',
  starts_with: 'Formato inválido.',
  ends_with: 'Formato inválido.',
  includes: 'Formato inválido.',
};

const n = (v: unknown) => (typeof v === 'bigint' || typeof v === 'number' ? v.toLocaleString('pt-BR') : String(v));

function sized(issue: Issue, big: boolean): string {
  const i = issue as Issue & { origin?: string; maximum?: unknown; minimum?: unknown; inclusive?: boolean };
  const limit = big ? i.maximum : i.minimum;
  const inclusive = i.inclusive !== false;
  switch (i.origin) {
    case 'string':
      if (!big && Number(limit) === 1) return 'Campo obrigatório.';
      return big ? `Máximo de ${n(limit)} caracteres.` : `Mínimo de ${n(limit)} caracteres.`;
    case 'array':
    case 'set':
      return big ? `No máximo ${n(limit)} itens.` : `Pelo menos ${n(limit)} ${Number(limit) === 1 ? 'item' : 'itens'}.`;
    case 'number':
    case 'int':
    case 'bigint':
      if (big) return inclusive ? `O valor deve ser no máximo ${n(limit)}.` : `O valor deve ser menor que ${n(limit)}.`;
      return inclusive ? `O valor deve ser no mínimo ${n(limit)}.` : `O valor deve ser maior que ${n(limit)}.`;
    case 'date':
      return big ? 'Data posterior ao permitido.' : 'Data anterior ao permitido.';
    default:
      return big ? 'Valor grande demais.' : 'Valor pequeno demais.';
  }
}

/** pt-BR text for an issue zod raised without a message of its own. */
export function ptBrMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Campo obrigatório.' : 'Valor inválido.';
    case 'too_big':
      return sized(issue, true);
    case 'too_small':
      return sized(issue, false);
    case 'invalid_format':
      return FORMATS[(issue as Issue & { format?: string }).format ?? ''] ?? 'Formato inválido.';
    case 'not_multiple_of':
      return 'Valor inválido.';
    case 'unrecognized_keys':
      return 'Campos não reconhecidos.';
    case 'invalid_value':
      return 'Opção inválida.';
    default:
      return 'Dados inválidos.';
  }
}

/** Idempotent: the process's zod answers in pt-BR from here on. */
export function installPtBrErrors(): void {
  z.config({ customError: ptBrMessage });
}
