import { describe, expect, it } from 'vitest';
import type { ListenHandlers, Listening } from '../db/client.js';
import { ALERTS_CHANNEL, createAlertMatches, type KeyHit } from './blacklist.kept.js';

// Decision 061: each key's newest live alert is kept until an alert changes (here, on this instance,
// or heard on the channel), a lost channel comes back, or it grows old.

function setup(opts: { listen?: boolean; ttlMs?: number; maxKeys?: number } = {}) {
  const table = new Map<string, KeyHit>([
    ['p353871112222', { kind: 'phone', key: '353871112222', id: 7, description: 'Alerta do número' }],
    ['egolpe@exemplo.com', { kind: 'email', key: 'golpe@exemplo.com', id: 9, description: 'Alerta do email' }],
  ]);
  const asked: string[][] = [];
  let clock = 1_000;
  let handlers: ListenHandlers | undefined;
  let closed = false;
  let hold: Promise<void> | null = null;
  const matches = createAlertMatches({
    lookup: async (phones, emails) => {
      asked.push([...phones.map((p) => `p${p}`), ...emails.map((e) => `e${e}`)]);
      // The answer is read now; it arrives when a held lookup is let go.
      const answer = [...phones.map((p) => table.get(`p${p}`)), ...emails.map((e) => table.get(`e${e}`))].filter(
        (h): h is KeyHit => !!h,
      );
      if (hold) await hold;
      return answer;
    },
    listen:
      opts.listen === false
        ? undefined
        : async (channel: string, on: ListenHandlers): Promise<Listening> => {
            expect(channel).toBe(ALERTS_CHANNEL);
            handlers = on;
            return {
              close: async () => {
                closed = true;
              },
            };
          },
    ttlMs: opts.ttlMs,
    maxKeys: opts.maxKeys,
    now: () => clock,
  });
  return {
    matches,
    table,
    asked,
    tick: (ms: number) => {
      clock += ms;
    },
    heard: () => handlers!,
    closed: () => closed,
    holdLookups() {
      let release!: () => void;
      hold = new Promise<void>((r) => {
        release = r;
      });
      return () => {
        hold = null;
        release();
      };
    },
  };
}

/** The first lookup starts the LISTEN; answers read after it has answered are kept. */
async function warm(s: ReturnType<typeof setup>) {
  await s.matches.best(['353871112222'], ['golpe@exemplo.com']);
  await s.matches.best(['353871112222'], ['golpe@exemplo.com']);
  s.asked.length = 0;
}

const ask = (s: ReturnType<typeof setup>, phones: string[], emails: string[] = []) =>
  s.matches.best(phones, emails).then((m) => Object.fromEntries(m));

describe('kept alert matches (decision 061)', () => {
  it('answers each key’s alert, or none, and asks the database again only for keys it does not hold', async () => {
    const s = setup();
    await warm(s);
    expect(await ask(s, ['353871112222', '353830000000'], ['golpe@exemplo.com'])).toEqual({
      p353871112222: { id: 7, description: 'Alerta do número' },
      p353830000000: null,
      'egolpe@exemplo.com': { id: 9, description: 'Alerta do email' },
    });
    // Only the key not seen before was asked; the two known ones came from memory.
    expect(s.asked).toEqual([['p353830000000']]);
    expect(await ask(s, ['353871112222', '353830000000'], ['golpe@exemplo.com'])).toEqual({
      p353871112222: { id: 7, description: 'Alerta do número' },
      p353830000000: null,
      'egolpe@exemplo.com': { id: 9, description: 'Alerta do email' },
    });
    expect(s.asked).toEqual([['p353830000000']]);
  });

  it('forgets everything when an alert changes here, when a change is heard, and when the channel comes back', async () => {
    const s = setup();
    await warm(s);
    for (const drop of [() => s.matches.changed(), () => s.heard().message('approve'), () => s.heard().reconnected()]) {
      // Approved (and announced here), then read and kept.
      s.table.set('p353830000000', { kind: 'phone', key: '353830000000', id: 12, description: 'Alerta novo' });
      s.matches.changed();
      expect(await ask(s, ['353830000000'])).toEqual({ p353830000000: { id: 12, description: 'Alerta novo' } });
      s.table.delete('p353830000000');
      // Deactivated: until the change is known the kept answer stands; after it, the database's.
      expect(await ask(s, ['353830000000'])).toEqual({ p353830000000: { id: 12, description: 'Alerta novo' } });
      drop();
      expect(await ask(s, ['353830000000'])).toEqual({ p353830000000: null });
    }
  });

  it('never keeps an answer read before a change that landed while it was on its way', async () => {
    const s = setup();
    await warm(s);
    const release = s.holdLookups();
    const slow = ask(s, ['353830000000']);
    // The alert is approved and announced while the lookup (which read "none") is still out.
    s.table.set('p353830000000', { kind: 'phone', key: '353830000000', id: 13, description: 'Aprovado agora' });
    s.matches.changed();
    release();
    expect(await slow).toEqual({ p353830000000: null });
    expect(await ask(s, ['353830000000'])).toEqual({ p353830000000: { id: 13, description: 'Aprovado agora' } });
  });

  it('keeps nothing without a channel to hear changes on, nor before its LISTEN answered, nor after close', async () => {
    const bare = setup({ listen: false });
    await ask(bare, ['353871112222']);
    await ask(bare, ['353871112222']);
    expect(bare.asked).toHaveLength(2);
    expect(bare.matches.size()).toBe(0);

    const s = setup();
    await ask(s, ['353871112222']);
    expect(s.matches.size()).toBe(0);
    await warm(s);
    expect(s.matches.size()).toBe(2);
    await s.matches.close();
    expect(s.closed()).toBe(true);
    await ask(s, ['353871112222']);
    expect(s.asked).toEqual([['p353871112222']]);
  });

  it('asks again once an answer is older than its time to live', async () => {
    const s = setup({ ttlMs: 60_000 });
    await warm(s);
    s.tick(59_999);
    await ask(s, ['353871112222']);
    expect(s.asked).toEqual([]);
    s.tick(1);
    await ask(s, ['353871112222']);
    expect(s.asked).toEqual([['p353871112222']]);
  });

  it('holds at most maxKeys keys, dropping the oldest', async () => {
    const s = setup({ maxKeys: 3 });
    await warm(s);
    await ask(s, ['353830000001', '353830000002']);
    expect(s.matches.size()).toBe(3);
    s.asked.length = 0;
    // The first key read (353871112222) went; the email and the two new ones stayed.
    await ask(s, ['353830000001', '353830000002'], ['golpe@exemplo.com']);
    expect(s.asked).toEqual([]);
    await ask(s, ['353871112222']);
    expect(s.asked).toEqual([['p353871112222']]);
  });
});
