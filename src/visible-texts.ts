// The texts of a source file that read as words a member could see: JSX text and every string
// literal that is not a key, path, class list or other identifier. Test code only: the pt-BR check
// (pt-br-texts.test.ts), the catalogue check (i18n-catalogues.test.ts) and scripts/i18n-missing.ts.
import ts from 'typescript';
import { i18nImport } from '../scripts/vite-i18n.js';

export interface VisibleText {
  text: string;
  line: number;
  /** The first argument of a `t()` call (issue 36): the build translates it. */
  wrapped: boolean;
}

/** The local name of contract/i18n's `t` in this file, or null. */
export const translatorName = (sf: ts.SourceFile): string | null => i18nImport(sf)?.names.get('t')?.name.text ?? null;

const inT = (node: ts.Node, local: string | null): boolean =>
  !!local &&
  !!node.parent &&
  ts.isCallExpression(node.parent) &&
  ts.isIdentifier(node.parent.expression) &&
  node.parent.expression.text === local &&
  node.parent.arguments[0] === node;

/**
 * Not words a member reads: one token that is not a capitalised word (keys, ids, 'DELETE'), a URL or
 * path, or a list of CSS classes (no capital, some token with '-', ':' or '[').
 */
export function notWords(s: string): boolean {
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
const VALUES_NOTE = /\/\/\s*i18n: (stored values|same in every language|written per language)\b/;
const leadingComments = (source: string, node: ts.Node) =>
  (ts.getLeadingCommentRanges(source, node.getFullStart()) ?? []).map((r) => source.slice(r.pos, r.end)).join('\n');

export function textsOf(file: string, source: string): VisibleText[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: VisibleText[] = [];
  const local = translatorName(sf);
  const add = (text: string, node: ts.Node) => {
    const t = withoutTags(text).replace(/\s+/g, ' ').trim();
    if (t && !notWords(t))
      out.push({
        text: t,
        line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        wrapped: inT(node, local),
      });
  };
  const skip = (node: ts.Node): boolean => {
    const p = node.parent;
    if (!p) return false;
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p)) return true;
    if (ts.isLiteralTypeNode(p)) return true; // types ('active' | 'rented')
    // Enum values: `['Frio', 'Morno'] as const`, compared (`app === 'Outros'`) or a `case`.
    if (ts.isArrayLiteralExpression(p) && ts.isAsExpression(p.parent) && p.parent.type.getText() === 'const')
      return true;
    if (ts.isBinaryExpression(p) && /^([!=]==?|in)$/.test(p.operatorToken.getText())) return true;
    if (ts.isCaseClause(p)) return true;
    // A key of a label table ({ 'Dono sumiu': t('Dono sumiu') }): the value is what is shown.
    if ((ts.isPropertyAssignment(p) || ts.isPropertySignature(p)) && p.name === node) return true;
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
    // A note before a declaration or statement leaves its texts out: `// i18n: stored values …` (what the
    // API stores or compares, 'Outros', 'ADMIN VERIFICADO', shown through a translated label table),
    // `// i18n: same in every language …` (names) or `// i18n: written per language …` (a table per APP_LANG).
    if (VALUES_NOTE.test(leadingComments(source, node))) return;
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
