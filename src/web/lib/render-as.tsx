// Test helper (imported by *.test.tsx only): renders a component to HTML as a given user sees it,
// without a browser (react-dom/server; no effects, no fetches), so a rule about who sees which
// button is checked in milliseconds.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import type { CurrentUser } from '../../contract/users.js';
import { userQueryOptions } from './auth.js';

const DAY = 86_400_000;
const member: CurrentUser = {
  id: 7,
  email: 'ana@teste.local',
  firstName: 'Ana',
  lastName: 'Lima',
  displayName: null,
  profileImageUrl: null,
  memberNumber: 'CL0107',
  phone: null,
  whatsapp: null,
  isAdmin: false,
  isSuperAdmin: false,
  subscriptionStatus: 'inactive',
  subscriptionEnd: null,
  memberSince: '2025-01-01T00:00:00.000Z',
  language: null,
};
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

/** One user per role; `expired` is a cached answer whose subscription ended while the page was open. */
export const AS = {
  visitor: null,
  member,
  subscriber: { ...member, subscriptionStatus: 'active', subscriptionEnd: inDays(30) },
  expired: { ...member, subscriptionStatus: 'active', subscriptionEnd: inDays(-1) },
  admin: { ...member, isAdmin: true },
  superAdmin: { ...member, isAdmin: true, isSuperAdmin: true },
} satisfies Record<string, CurrentUser | null>;
export type Role = keyof typeof AS;
export const ROLES = Object.keys(AS) as Role[];

/** `node` rendered for `role` at `path`; `data` pre-fills other queries ([key, value] pairs). */
export function renderAs(role: Role, node: ReactNode, opts: { path?: string; data?: [unknown[], unknown][] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQueryOptions.queryKey, AS[role]);
  for (const [key, value] of opts.data ?? []) client.setQueryData(key, value);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Router ssrPath={opts.path ?? '/'}>{node}</Router>
    </QueryClientProvider>,
  );
  client.clear();
  return html;
}
