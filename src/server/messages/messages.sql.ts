import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.js';
import { messages } from './messages.tables.js';

// The columns of a message with both parties, shared by the repository's queries (the boxes, the
// union of both, the conversation, the insert and the mark-read).

export interface MessageRow {
  id: number;
  /** null: the sender deleted their account ('Membro removido', decision 023). */
  senderId: number | null;
  receiverId: number;
  itemId: number | null;
  itemTitle: string | null;
  content: string;
  isRead: boolean;
  createdAt: Date;
  senderDisplayName: string | null;
  senderMemberNumber: string | null;
  receiverDisplayName: string | null;
  receiverMemberNumber: string;
}

export const sender = alias(users, 'sender');
export const receiver = alias(users, 'receiver');
export const columns = {
  id: messages.id,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  itemId: messages.itemId,
  itemTitle: messages.itemTitle,
  content: messages.content,
  isRead: messages.isRead,
  createdAt: messages.createdAt,
  // The member refs' names: the display name, else the first name (issue 28; contract/member-name.ts).
  senderDisplayName: sql<string | null>`coalesce(${sender.displayName}, ${sender.firstName})`,
  senderMemberNumber: sender.memberNumber,
  receiverDisplayName: sql<string | null>`coalesce(${receiver.displayName}, ${receiver.firstName})`,
  receiverMemberNumber: receiver.memberNumber,
};

/**
 * Issue 38: the sender's own contacts, read with a box's page so the community-alert check
 * (decision 022) needs no lookup of its own. Read to match, never answered: `toMessageView` names
 * what a member sees.
 */
export interface SenderContacts {
  senderPhone: string | null;
  senderWhatsapp: string | null;
  senderEmail: string | null;
}
export const senderContactColumns = {
  senderPhone: sender.phone,
  senderWhatsapp: sender.whatsapp,
  senderEmail: sender.email,
};

/** A raw row of `select m.*, sender…, receiver…` (the union and the insert) in MessageRow shape. */
export interface RawRow {
  id: number;
  sender_id: number | null;
  receiver_id: number;
  item_id: number | null;
  item_title: string | null;
  content: string;
  is_read: boolean;
  created_at: Date | string;
  sender_display_name: string | null;
  sender_member_number: string | null;
  receiver_display_name: string | null;
  receiver_member_number: string;
}
export const fromRaw = (r: RawRow): MessageRow => ({
  id: Number(r.id),
  senderId: r.sender_id === null ? null : Number(r.sender_id),
  receiverId: Number(r.receiver_id),
  itemId: r.item_id === null ? null : Number(r.item_id),
  itemTitle: r.item_title,
  content: r.content,
  isRead: r.is_read,
  createdAt: new Date(r.created_at),
  senderDisplayName: r.sender_display_name,
  senderMemberNumber: r.sender_member_number,
  receiverDisplayName: r.receiver_display_name,
  receiverMemberNumber: r.receiver_member_number,
});
/** `select` of a message row source `from` (aliased m) with its two parties' names and numbers. */
export const withParties = (from: SQL) => sql`
  select m.id, m.sender_id, m.receiver_id, m.item_id, m.item_title, m.content, m.is_read, m.created_at,
    coalesce(s.display_name, s.first_name) as sender_display_name, s.member_number as sender_member_number,
    coalesce(r.display_name, r.first_name) as receiver_display_name, r.member_number as receiver_member_number
  from ${from} m
  left join users s on s.id = m.sender_id
  join users r on r.id = m.receiver_id`;
