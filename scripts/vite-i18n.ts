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

/** The import of contract/i18n and the local names of what it imports (`t`, `APP_LANG`…). */
export function i18nImport(
  sf: ts.SourceFile,
): { decl: ts.ImportDeclaration; names: Map<string, ts.ImportSpecifier> } | null {
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    if (!I18N_MODULE.test(st.moduleSpecifier.text)) continue;
    const named = st.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named) || st.importClause?.name) continue;
    return { decl: st, names: new Map(named.elements.map((e) => [(e.propertyName ?? e.name).text, e])) };
  }
  return null;
}

/** Only `{name}`s (no plural or select), with names that are identifiers. */
const isSimple = (text: string) => !/\{[^}]*,/.test(text) && /^([^{}]|\{[A-Za-z_$][\w$]*\})*$/.test(text);

/** 'Olá, {name}!' as the expression `"Olá, " + (v.name ?? "") + "!"` (format()'s reading of a value). */
function joined(text: string): string {
  const parts = text.split(/(\{[A-Za-z_$][\w$]*\})/).filter(Boolean);
  const exprs = parts.map((part) => {
    const name = /^\{([A-Za-z_$][\w$]*)\}$/.exec(part)?.[1];
    return name ? `(v.${name} ?? "")` : JSON.stringify(part);
  });
  return exprs.length ? (exprs[0]!.startsWith('"') ? exprs.join(' + ') : ['""', ...exprs].join(' + ')) : '""';
}

/** An identifier that reads a variable (not a property name, not the import itself). */
function isReference(node: ts.Identifier): boolean {
  const p = node.parent;
  if (ts.isImportSpecifier(p)) return false;
  if ((ts.isPropertyAccessExpression(p) || ts.isPropertyAssignment(p) || ts.isJsxAttribute(p)) && p.name === node)
    return false;
  return true;
}

/**
 * `code` with each `t('pt-BR')` in `lang` (`lookup` gives a text or undefined) and each `APP_LANG` as
 * the build's language. What the module no longer uses of contract/i18n leaves its import (a bare
 * import would still load that chunk: on the first load of `/`, one more request). Problems are
 * returned in `missing` ('file:line …'), not thrown, so a caller can list them all.
 */
export function translateModule(
  id: string,
  code: string,
  lang: Lang,
  lookup: (pt: string) => string | undefined,
): TranslateResult | null {
  if (!/i18n(\.js)?['"]/.test(code)) return null;
  const sf = ts.createSourceFile(
    id,
    code,
    ts.ScriptTarget.Latest,
    true,
    id.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = i18nImport(sf);
  if (!found) return null;
  const local = found.names.get('t')?.name.text;
  const appLang = found.names.get('APP_LANG')?.name.text;
  const s = new MagicString(code);
  const missing: string[] = [];
  const references = new Map<string, number>();
  const where = (node: ts.Node) => `${id}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (local && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === local) {
      const [first, ...rest] = node.arguments;
      if (!first || !(ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        missing.push(`${where(node)} t() takes a written text, not an expression`);
      } else {
        const pt = first.text;
        const text = lang === 'pt-BR' ? pt : lookup(pt);
        if (text === undefined) missing.push(`${where(node)} '${pt}' has no ${lang} text`);
        else if (placeholders(text).join() !== placeholders(pt).join())
          missing.push(`${where(node)} '${pt}': the ${lang} text '${text}' fills other {names}`);
        else if (rest.length === 0 && !text.includes('{')) {
          s.overwrite(node.getStart(), node.getEnd(), JSON.stringify(text));
          return; // the call is gone, and with it this use of `t`
        } else if (rest.length === 1 && isSimple(text)) {
          // `{name}`s only: the text is joined here, so the page needs no format() (nor the chunk it is in).
          s.overwrite(node.getStart(), rest[0]!.getStart(), `((v) => ${joined(text)})(`);
          visit(rest[0]!);
          return;
        } else if (text !== pt) s.overwrite(first.getStart(), first.getEnd(), JSON.stringify(text));
      }
    }
    if (ts.isIdentifier(node) && isReference(node)) {
      if (node.text === appLang && !ts.isShorthandPropertyAssignment(node.parent)) {
        s.overwrite(node.getStart(), node.getEnd(), JSON.stringify(lang));
        return;
      }
      references.set(node.text, (references.get(node.text) ?? 0) + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const kept = [...found.names.values()].filter((e) => e.isTypeOnly || references.has(e.name.text));
  if (kept.length < found.names.size) {
    const { decl } = found;
    if (kept.length === 0) s.remove(decl.getStart(), decl.getEnd());
    else
      s.overwrite(
        decl.getStart(),
        decl.getEnd(),
        `import { ${kept.map((e) => e.getText()).join(', ')} } from ${decl.moduleSpecifier.getText()};`,
      );
  }
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
