// Issue 28: 'Membership necessário para ver contatos', 'Dashboard' and other English words reached
// members. Every text a member can see is in Brazilian Portuguese, except the spec's own fixed
// texts (allowed below, each with where the spec fixes it). This reads the web app and the contract
// like the compiler does: JSX text and every string literal that reads as words (keys, paths, class
// names and other identifiers are skipped), and fails naming the file, the text and the word.
import { describe, expect, it } from 'vitest';
import { files, isTest, texts } from './source-graph.js';
import { textsOf } from './visible-texts.js';

/** English words a member must not meet (whole words, any case). */
const ENGLISH = [
  'Dashboard',
  'Membership',
  'Member',
  'Members',
  'Subscribe',
  'Subscription',
  'Loading',
  'Settings',
  'Submit',
  'Cancel',
  'Delete',
  'Save',
  'Search',
  'Sign in',
  'Sign up',
  'Sign out',
  'Log in',
  'Log out',
  'Logout',
  'Welcome',
  'Profile',
  'Account',
  'Password',
  'Send',
  'Reply',
  'Close',
  'Edit',
  'Back',
  'Next',
  'Previous',
  'Error',
  'Failed',
  'Unknown',
  'Required',
  'Retry',
  'Refresh',
  'Messages',
  'Events',
  'Rentals',
  'Help',
  'Terms',
  'Privacy',
  'Pending',
  'Approved',
  'Rejected',
  'Sold',
  'Rented',
  'Price',
  'Share',
  'Copy',
  'Copied',
  'Confirm',
  'Not found',
  'Report',
  'Download',
  'Success',
  'Warning',
  'Please',
  'Sponsor',
  'Sponsors',
] as const;

/** The spec's fixed texts that carry one of the words, each with where the spec fixes it. */
const SPEC_TEXTS: { text: string; where: string }[] = [
  { text: '404 Page Not Found', where: 'members-and-public §2, not-found page' },
  { text: 'Did you forget to add the page to the router?', where: 'members-and-public §2, not-found page' },
  { text: 'Ir para meu Dashboard', where: 'members-and-public §2, payment success dialog' },
  { text: 'Failed to fetch site config', where: 'members-and-public §8, fetch failures' },
  { text: 'Failed to fetch marketplace items', where: 'members-and-public §8, fetch failures' },
  { text: 'Upload failed:', where: "members-and-public §7, 'Upload failed: {status}'" },
  { text: 'Error', where: "rentals-and-admin §8, listing create failure: toast 'Error'" },
  { text: 'Failed to create account rental', where: 'rentals-and-admin §8, listing create failure' },
  { text: 'Falha ao criar sponsor.', where: 'rentals-and-admin §8, sponsors' },
  { text: 'Falha ao atualizar sponsor.', where: 'rentals-and-admin §8, sponsors' },
  { text: 'Falha ao deletar sponsor.', where: 'rentals-and-admin §8, sponsors' },
  // Not the spec's: issue 35's 'Levar à Garda' page is read at a Garda desk, so its heading says it in English too.
  { text: 'Relato de incidente / Incident report', where: 'issue 35, Levar à Garda (read by a garda)' },
];

/** Member-facing code: the web app and the contract, without tests and without the admin panel (staff only). */
const ADMIN_ONLY = /^src\/web\/(admin|admin-users|site-config|stats)\//;
const scanned = files.filter(
  (f) => /^src\/(web|contract)\/.*\.tsx?$/.test(f) && !isTest(f) && !ADMIN_ONLY.test(f) && !f.endsWith('render-as.tsx'),
);

const wordsRe = new RegExp(`(?<![\\p{L}\\d_])(${ENGLISH.join('|').replace(/ /g, '\\s+')})(?![\\p{L}\\d_])`, 'giu');
/** `file:line 'text' — 'Word'` for each English word outside the spec's fixed texts. */
function englishIn(file: string, source: string): string[] {
  const found: string[] = [];
  for (const { text, line } of textsOf(file, source)) {
    let rest = text.replace(/\{[^{}]*\}/g, ' '); // a t() text's {names} are not words
    // A short fixed text ('Error') passes only as the whole text; a longer one wherever it appears.
    for (const { text: fixed } of SPEC_TEXTS)
      rest = text === fixed ? '' : fixed.length > 8 ? rest.split(fixed).join(' ') : rest;
    for (const m of rest.matchAll(wordsRe)) found.push(`${file}:${line} '${text}' — '${m[1]}'`);
  }
  return found;
}

describe('member-facing text is in Brazilian Portuguese', () => {
  it(`no English word in the web app's and the contract's texts (${scanned.length} files)`, () => {
    const found = scanned.flatMap((f) => englishIn(f, texts.get(f)!));
    expect(found).toEqual([]);
  });

  it('the check catches English in JSX text, attributes, toasts and string tables, and lets the spec texts pass', () => {
    const sample = `
      export const T = { title: 'Membership necessário para ver contatos' };
      export function A() {
        toast({ title: 'Loading...' });
        return <><p>Dashboard</p><Item label="Settings" className="text-slate-900 hover:bg-white" />
          <h1>404 Page Not Found</h1><a href="/dashboard">Meu Painel</a></>;
      }`;
    expect(englishIn('sample.tsx', sample).map((s) => s.split(' — ')[1])).toEqual([
      "'Membership'",
      "'Loading'",
      "'Dashboard'",
      "'Settings'",
    ]);
  });
});
