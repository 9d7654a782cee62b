import { describe, expect, it } from 'vitest';
import { ITEM_TYPES } from '../../contract/marketplace.js';
import { MESSAGE_MAX } from '../../contract/messages.js';
import { messageTemplate } from './message-templates.js';

describe('message templates', () => {
  it('gives each listing type its own text naming the item', () => {
    const texts = ITEM_TYPES.map((type) => messageTemplate(type, 'Bicicleta elétrica'));
    expect(new Set(texts).size).toBe(ITEM_TYPES.length);
    for (const text of texts) expect(text).toContain('"Bicicleta elétrica"');
    expect(messageTemplate('aluguel', 'Scooter')).toMatch(/alugar/);
    expect(messageTemplate('troca', 'Scooter')).toMatch(/troca/);
    expect(messageTemplate('doacao', 'Scooter')).toMatch(/doação/);
  });

  it('stays within the message limit with the longest title, and has a fallback for other types', () => {
    for (const type of ITEM_TYPES)
      expect(messageTemplate(type, 'x'.repeat(255)).length).toBeLessThanOrEqual(MESSAGE_MAX);
    expect(messageTemplate('motocicleta', 'Honda CG')).toContain('"Honda CG"');
  });
});
