import { describe, expect, it } from 'vitest';
import type { Message } from '../../contract/messages.js';
import { latestFrom, linkedConversation } from './linked-conversation.js';

describe('linkedConversation', () => {
  it('reads the member and the item of a notification link', () => {
    expect(linkedConversation('?conversa=12&item=7')).toEqual({ memberId: 12, itemId: 7 });
    expect(linkedConversation('conversa=12')).toEqual({ memberId: 12, itemId: null });
  });
  it('ignores an address without a valid member', () => {
    for (const s of ['', '?item=7', '?conversa=0', '?conversa=abc', '?conversa=-3', '?conversa=1e3'])
      expect(linkedConversation(s)).toBeNull();
    expect(linkedConversation('?conversa=5&item=x')).toEqual({ memberId: 5, itemId: null });
  });
});

describe('latestFrom', () => {
  const m = (id: number, senderId: number) => ({ id, senderId }) as Message;
  it("picks the other member's latest message, not one of mine", () => {
    expect(latestFrom([m(1, 5), m(2, 9), m(3, 5), m(4, 9)], 5)?.id).toBe(3);
    expect(latestFrom([m(1, 9)], 5)).toBeNull();
  });
});
