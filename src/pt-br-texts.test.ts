// Issue 28: 'Membership necessário para ver contatos', 'Dashboard' and other English words reached
// members. Every text a member can see is in Brazilian Portuguese, except the spec's own fixed
// texts (allowed below, each with where the spec fixes it). This reads the web app and the contract
// like the compiler does: JSX text and every string literal that reads as words (keys, paths, class
// names and other identifiers are skipped), and fails naming the file, the text and the word.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { files, isTest, texts } from './source-graph.js';

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
/**
 * Not words a member reads: one token that is not a capitalised word (keys, ids, 'DELETE'), a URL or
 * path, or a list of CSS classes (no capital, some token with '-', ':' or '[').
 */
function notWords(s: string): boolean {
  if (!/\s/.test(s)) return !/^[A-Z][a-zà-ú]/.test(s) || /^(https?:\/\/|\/)/.test(s);
  const tokens = s.split(/\s+/);
  return (
    !/[A-Z]/.test(s) &&
    tokens.some((t) => /[-:[]/.test(t)) &&
    tokens.every((t) => /^[\w:\-[\]/().%=#&>!*,.'"@]+$/.test(t))
  );
}
/** HTML written as a string (the map's popups): its tags and attributes are not text. */
const withoutTags = (s: string) => s.replace(/<\/?[a-zA-Z][^>]*(>|$)/g, ' ');

/** Every visible-looking text of one file, with its line. */
function textsOf(file: string, source: string): { text: string; line: number }[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: { text: string; line: number }[] = [];
  const add = (text: string, node: ts.Node) => {
    const t = withoutTags(text).replace(/\s+/g, ' ').trim();
    if (t && !notWords(t)) out.push({ text: t, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  };
  const skip = (node: ts.Node): boolean => {
    const p = node.parent;
    if (!p) return false;
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p)) return true;
    if (ts.isLiteralTypeNode(p)) return true; // types ('active' | 'rented')
    if (
      ts.isJsxAttribute(p) &&
      /^(className|class|href|src|id|data-|type|name|rel|target|role|htmlFor)/.test(p.name.getText())
    )
      return true;
    // console.* and new Error(...) are for developers, not members (an Error's message a member sees is in SPEC_TEXTS).
    if (ts.isCallExpression(p) && /^console\./.test(p.expression.getText())) return true;
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node.getText(), node);
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !skip(node))
      add(node.text, node);
    else if (ts.isTemplateExpression(node) && !skip(node)) {
      add(node.head.text, node);
      for (const span of node.templateSpans) add(span.literal.text, span);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** `file:line 'text' — 'Word'` for each English word outside the spec's fixed texts. */
function englishIn(file: string, source: string): string[] {
  const found: string[] = [];
  for (const { text, line } of textsOf(file, source)) {
    let rest = text;
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
