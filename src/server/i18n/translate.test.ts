import { describe, expect, it } from 'vitest';
import { ptBrMessage } from '../../contract/zod-pt-br.js';
import { hasText, translate, translateExact } from './translate.js';

describe('translate(): the server’s pt-BR in the reader’s language (issue 36)', () => {
  it('finds an exact text', () => {
    expect(translate('en', 'Confirmar meu email')).toBe('Confirm my email');
    expect(translate('es', 'Confirmar meu email')).toBe('Confirmar mi correo');
    expect(translate('pt-BR', 'Confirmar meu email')).toBe('Confirmar meu email');
  });

  it('fills a text with values after translating it', () => {
    expect(translate('es', 'Olá, {name}!', { name: 'Zé' })).toBe('¡Hola, Zé!');
    expect(translate('pt-BR', 'Olá, {name}!', { name: 'Zé' })).toBe('Olá, Zé!');
  });

  it('reads a filled-in text through its template, the number in the language’s way', () => {
    expect(translate('en', 'Máximo de 255 caracteres.')).toBe('Maximum of 255 characters.');
    expect(translate('en', 'Máximo de 1.000 caracteres.')).toBe('Maximum of 1,000 characters.');
    expect(translate('es', 'Máximo de 1.000 caracteres.')).toBe('Máximo de 1.000 caracteres.');
    expect(translate('es', 'O valor deve ser no mínimo 3.')).toBe('El valor debe ser como mínimo 3.');
    expect(hasText('en', 'Você pode bloquear no máximo 500 membros.')).toBe(true);
  });

  it('a template with too little fixed text rewrites nothing; what an administrator wrote stays as written', () => {
    // '{min} a {max}' and 'por {actor}' are catalogue texts, too short to read other sentences by.
    expect(translate('en', 'Entregas de comida a domicílio')).toBe('Entregas de comida a domicílio');
    expect(translate('es', 'Entregue por Ana')).toBe('Entregue por Ana');
    expect(translateExact('en', 'Máximo de 255 caracteres.')).toBe('Máximo de 255 caracteres.');
    expect(translateExact('en', 'Confirmar meu email')).toBe('Confirm my email');
  });

  it('leaves a text no catalogue has in pt-BR', () => {
    const unknown = 'Uma frase que nenhum catálogo tem, escrita só para este teste.';
    expect(translate('en', unknown)).toBe(unknown);
    expect(translate('es', unknown)).toBe(unknown);
    expect(hasText('en', unknown)).toBe(false);
  });

  it('has every message of zod’s pt-BR error map, sizes filled in', () => {
    const issues = [
      { code: 'invalid_type', input: undefined },
      { code: 'invalid_type', input: 3 },
      { code: 'too_big', origin: 'string', maximum: 1000 },
      { code: 'too_small', origin: 'string', minimum: 1 },
      { code: 'too_small', origin: 'string', minimum: 8 },
      { code: 'too_big', origin: 'array', maximum: 12 },
      { code: 'too_small', origin: 'array', minimum: 1 },
      { code: 'too_small', origin: 'array', minimum: 2 },
      { code: 'too_big', origin: 'number', maximum: 5 },
      { code: 'too_big', origin: 'number', maximum: 5, inclusive: false },
      { code: 'too_small', origin: 'number', minimum: 0.5 },
      { code: 'too_small', origin: 'int', minimum: -2, inclusive: false },
      { code: 'too_big', origin: 'date' },
      { code: 'too_small', origin: 'date' },
      { code: 'too_big', origin: 'file' },
      { code: 'too_small', origin: 'file' },
      ...['email', 'url', 'uuid', 'datetime', 'date', 'time', 'regex', 'cuid'].map((format) => ({
        code: 'invalid_format',
        format,
      })),
      { code: 'not_multiple_of' },
      { code: 'unrecognized_keys' },
      { code: 'invalid_value' },
      { code: 'custom' },
    ];
    for (const issue of issues) {
      const text = ptBrMessage(issue as Parameters<typeof ptBrMessage>[0]);
      expect(hasText('en', text), text).toBe(true);
      expect(hasText('es', text), text).toBe(true);
    }
    expect(translate('en', 'Pelo menos 2 itens.')).toBe('At least 2 items.');
  });
});
