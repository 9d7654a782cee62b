import { describe, expect, it } from 'vitest';
import type { EventView } from '../../contract/events.js';
import { renderAs } from '../lib/render-as.js';
import { JoinButton } from './join-button.js';

// Spec: joining an event needs an active subscription (admins exempt).
const event: EventView = {
  id: 4,
  title: 'Pedal no Phoenix Park',
  description: null,
  location: 'Phoenix Park',
  date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  imageUrl: null,
  maxParticipants: 30,
  currentParticipants: 3,
  isActive: true,
  joined: false,
  waitlistPosition: null,
  cancelledAt: null,
  cancelReason: null,
};

describe('the join button of an upcoming event', () => {
  it.each([
    ['visitor', 'ENTRE PARA PARTICIPAR'],
    ['member', 'ASSINATURA NECESSÁRIA'],
    ['expired', 'ASSINATURA NECESSÁRIA'],
    ['subscriber', 'PARTICIPAR'],
    ['admin', 'PARTICIPAR'],
    ['superAdmin', 'PARTICIPAR'],
  ] as const)('%s: %s', (role, label) => {
    expect(renderAs(role, <JoinButton event={event} />)).toMatch(new RegExp(`>${label}</button>`));
  });
});
