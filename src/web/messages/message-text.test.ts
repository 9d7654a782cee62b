import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX, REMOVED_MEMBER } from '../../contract/messages-labels.js';
import { partyName } from './message-card.js';
import { canSend } from './message-field.js';

describe('who a message is from or to', () => {
  // Issue 28: the number shows once, in the badge beside the name ('Membro CL0006 CL0006' before).
  it('is the display name (the server sends the first name when there is none), else Membro, else the removed account', () => {
    expect(partyName({ id: 1, displayName: 'Ana Entregas', memberNumber: '0042' })).toBe('Ana Entregas');
    expect(partyName({ id: 1, displayName: null, memberNumber: '0042' })).toBe('Membro');
    expect(partyName({ id: 1, displayName: '', memberNumber: '0042' })).toBe('Membro');
    expect(partyName(null)).toBe(REMOVED_MEMBER);
    expect(REMOVED_MEMBER).toBe('Membro removido');
  });
});

describe('the send button', () => {
  it('needs some text that is not only spaces', () => {
    expect(canSend('Oi')).toBe(true);
    expect(canSend('')).toBe(false);
    expect(canSend('  \n\t ')).toBe(false);
  });

  it('counts every character up to the limit, spaces included', () => {
    expect(canSend('x'.repeat(MESSAGE_MAX))).toBe(true);
    expect(canSend('x'.repeat(MESSAGE_MAX + 1))).toBe(false);
    expect(canSend(`${'x'.repeat(MESSAGE_MAX)} `)).toBe(false);
  });
});
