import { describe, expect, it } from 'vitest';
import { paths } from './paths.js';

describe('in-app addresses', () => {
  it('put ids in the path', () => {
    expect(paths.marketplaceItem(6)).toBe('/marketplace/6');
    expect(paths.marketplaceEdit('6')).toBe('/marketplace/6/edit');
    expect(paths.event(3)).toBe('/events/3');
    expect(paths.eventCalendar(3)).toBe('/api/events/3.ics');
  });

  it('carry optional values as a query only when they are set', () => {
    expect(paths.admin()).toBe('/admin');
    expect(paths.admin('')).toBe('/admin');
    expect(paths.admin('usuarios')).toBe('/admin?tab=usuarios');
    expect(paths.admin('a&b')).toBe('/admin?tab=a%26b');
    expect(paths.eventEdit(12)).toBe('/events/create?edit=12');
  });

  it('point at sections by their anchors', () => {
    expect(paths.payments()).toBe('/dashboard#pagamentos');
    expect(paths.sponsorsSection()).toBe('/#patrocinadores');
  });
});
