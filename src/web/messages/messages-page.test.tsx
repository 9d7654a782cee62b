import { beforeAll, describe, expect, it, vi } from 'vitest';

// The page and its render helper imported afresh, after the mock below: test files share their
// worker's modules (decision 063), and another file may have imported the page with the real list.
let renderAs: typeof import('../lib/render-as.js').renderAs;
let MessagesPage: typeof import('./messages-page.js').default;
beforeAll(async () => {
  vi.resetModules();
  ({ renderAs } = await import('../lib/render-as.js'));
  MessagesPage = (await import('./messages-page.js')).default;
});

// The list itself is a stub: what is checked is the page's rule, who may reply from the inbox.
// (A member without the right still sees 'Responder', and is told to subscribe when using it.)
vi.mock('./message-list.js', () => ({
  MessageList: ({ box, canReply }: { box: string; canReply: boolean }) => (
    <p data-box={box}>{canReply ? 'pode responder' : 'não pode responder'}</p>
  ),
}));

describe('replying from /messages', () => {
  it.each([
    ['member', false],
    ['expired', false],
    ['subscriber', true],
    ['admin', true],
    ['superAdmin', true],
  ] as const)('%s: may reply %s', (role, canReply) => {
    const html = renderAs(role, <MessagesPage />, { path: '/messages' });
    expect(html).toContain(`data-box="received">${canReply ? 'pode responder' : 'não pode responder'}<`);
  });
});
