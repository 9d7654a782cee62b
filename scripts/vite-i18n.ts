// The web build's translation (decision 058): in a build for English or Spanish, every `t('…')` of
// the app's modules gets the language's text from its catalogue in place of the pt-BR one, and a
// `t('…')` with nothing to fill becomes the text itself. A text missing from the catalogue, a
// translation whose `{name}`s differ, or a `t()` not given a written text fails the build, naming the
// file and the text. In the pt-BR build the texts stay as written (a plain `t('x')` still becomes 'x').
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';
import type { Lang } from '../src/contract/i18n.js';
import { catalogueLookup, loadCatalogue, placeholders } from '../src/server/i18n/catalogues.js';

const APP_CODE = /[\\/]src[\\/](web|contract)[\\/].*\.tsx?$/;
const I18N_MODULE = /(^|\/)(contract\/)?i18n(\.js)?$/;

export interface TranslateResult {
  code: string;
  map: ReturnType<MagicString['generateMap']>;
  missing: string[];
}

/** The local name `t` is imported as from contract/i18n, or null. */
function importedT(sf: ts.SourceFile): string | null {
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    if (!I18N_MODULE.test(st.moduleSpecifier.text)) continue;
    const named = st.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named)) continue;
    const el = named.elements.find((e) => (e.propertyName ?? e.name).text === 't');
    if (el) return el.name.text;
  }
  return null;
}

/**
 * `code` with each `t('pt-BR')` in `lang` (`lookup` gives a text or undefined). Problems are returned in
 * `missing` ('file:line …'), not thrown, so a caller can list them all.
 */
export function translateModule(
  id: string,
  code: string,
  lang: Lang,
  lookup: (pt: string) => string | undefined,
): TranslateResult | null {
  if (!/\bt\(/.test(code)) return null;
  const sf = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, id.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const local = importedT(sf);
  if (!local) return null;
  const s = new MagicString(code);
  const missing: string[] = [];
  const where = (node: ts.Node) => `${id}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === local) {
      const [first, ...rest] = node.arguments;
      if (!first || !(ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        missing.push(`${where(node)} t() takes a written text, not an expression`);
      } else {
        const pt = first.text;
        const text = lang === 'pt-BR' ? pt : lookup(pt);
        if (text === undefined) missing.push(`${where(node)} '${pt}' has no ${lang} text`);
        else if (placeholders(text).join() !== placeholders(pt).join())
          missing.push(`${where(node)} '${pt}': the ${lang} text '${text}' fills other {names}`);
        else if (rest.length === 0 && !text.includes('{')) s.overwrite(node.getStart(), node.getEnd(), JSON.stringify(text));
        else if (text !== pt) s.overwrite(first.getStart(), first.getEnd(), JSON.stringify(text));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { code: s.toString(), map: s.generateMap({ hires: true, source: id }), missing };
}

export function i18nPlugin(lang: Lang): Plugin {
  const catalogue = lang === 'pt-BR' ? null : loadCatalogue(lang);
  return {
    name: 'i18n',
    enforce: 'pre',
    transform(code, id) {
      if (!APP_CODE.test(id) || /[\\/]contract[\\/]i18n\.ts$/.test(id)) return null;
      const lookup = catalogue ? catalogueLookup(catalogue, id) : () => undefined;
      const out = translateModule(id, code, lang, lookup);
      if (!out) return null;
      if (out.missing.length) this.error(`i18n (${lang}):\n${out.missing.join('\n')}`);
      return { code: out.code, map: out.map };
    },
    transformIndexHtml(html) {
      return html.replace('<html lang="pt-BR">', `<html lang="${lang}">`);
    },
  };
}
