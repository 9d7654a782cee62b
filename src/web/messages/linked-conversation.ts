import { useEffect, useRef } from 'react';
import type { Message } from '../../contract/messages.js';
import { useConversation } from './api/get-conversation.js';
import { useMarkRead } from './api/mark-read.js';

/** `?conversa=<memberId>&item=<itemId>` (a notification's link, contract/notifications-links.ts). */
export function linkedConversation(search: string): { memberId: number; itemId: number | null } | null {
  const q = new URLSearchParams(search);
  const id = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);
  const memberId = id(q.get('conversa'));
  return memberId === null ? null : { memberId, itemId: id(q.get('item')) };
}

/** The latest message the other member sent in a conversation (oldest first): the one replied to. */
export const latestFrom = (messages: Message[], memberId: number): Message | null =>
  messages.findLast((m) => m.senderId === memberId) ?? null;

/**
 * Opens the conversation a link names, once its messages arrive: `open` gets the other member's
 * latest message (the reply dialog shows the whole conversation around it, and marks it read), or
 * `gone` is called when there is none left to show (deleted, or the member's account is gone).
 */
export function useOpenLinkedConversation(
  target: { memberId: number; itemId: number | null } | null,
  open: (m: Message) => void,
  gone: () => void,
) {
  const q = useConversation(target ?? { memberId: 0, itemId: null });
  const markRead = useMarkRead();
  const done = useRef<string | null>(null);
  const key = target ? `${target.memberId}:${target.itemId}` : null;
  useEffect(() => {
    if (!target) {
      done.current = null; // the same link, followed again later, opens again
      return;
    }
    if (done.current === key || q.isPending) return;
    done.current = key;
    const m = q.isError ? null : latestFrom(q.messages, target.memberId);
    if (!m) return gone();
    if (!m.read) markRead.mutate(m.id);
    open(m);
  }, [target, key, q.isPending, q.isError, q.messages, open, gone, markRead]);
}
