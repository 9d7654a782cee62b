import { describe, expect, it } from 'vitest';
import { memberLabel, memberName } from '../../contract/member-name.js';
import type { Message } from '../../contract/messages.js';
import { renderAs } from '../lib/render-as.js';
import { MessageCard, partyLabel } from './message-card.js';

// Issue 28: new members showed as 'Membro CL0006 CL0006' (the number in the name and in the badge).

describe('one name for a member', () => {
  it('the display name; else the first (and last) name; else Membro; never the number', () => {
    expect(memberName({ displayName: 'Ana S.', firstName: 'Ana' })).toBe('Ana S.');
    expect(memberName({ displayName: null, firstName: 'Carla' })).toBe('Carla');
    expect(memberName({ displayName: '', firstName: 'Carla', lastName: 'Dias' })).toBe('Carla Dias');
    expect(memberName({ displayName: null })).toBe('Membro');
  });

  it('with the number once where no badge stands beside the name', () => {
    expect(memberLabel({ displayName: null, memberNumber: 'CL0006' })).toBe('Membro · CL0006');
    expect(memberLabel({ firstName: 'Carla', memberNumber: 'CL0006' })).toBe('Carla · CL0006');
    expect(partyLabel({ id: 6, displayName: null, memberNumber: 'CL0006' })).toBe('Membro · CL0006');
  });
});

const message = (sender: Message['sender']): Message => ({
  id: 1,
  senderId: sender?.id ?? null,
  receiverId: 7,
  content: 'Oi',
  read: true,
  isRead: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  itemId: null,
  itemTitle: null,
  sender,
  receiver: { id: 7, displayName: 'Ana', memberNumber: 'CL0107' },
});

describe('a received message names its sender once', () => {
  it.each([
    [{ id: 6, displayName: null, memberNumber: 'CL0006' }, 'Membro'],
    [{ id: 6, displayName: 'Carla', memberNumber: 'CL0006' }, 'Carla'],
  ])('%j: %s and the number once, in the badge', (sender, name) => {
    const html = renderAs('subscriber', <MessageCard message={message(sender)} box="received" onDelete={() => {}} />);
    // The name links to the member's profile (issue 33); the number is shown once, in the badge.
    const text = html.replace(/ href="[^"]*"/g, '');
    expect(text.match(/CL0006/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<a href="/membros/CL0006"[^>]*>${name}</a></p><span[^>]*>CL0006</span>`));
  });
});
