// What failed, in a few lines each, for the end of `npm test`'s output: CI keeps only the tail of a
// run, where the runners' own reports of a failure (hundreds of lines above) are cut off.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const ERROR_LINES = 16;
const SNAPSHOT_LINES = 40;

const ESC = String.fromCharCode(27);
const plain = (text) => String(text ?? '').replaceAll(new RegExp(`${ESC}\\[[0-9;]*m`, 'g'), '');
const firstLines = (text, n) => {
  const lines = plain(text).split('\n');
  return lines.length > n ? [...lines.slice(0, n), `  … (${lines.length - n} more lines)`] : lines;
};
const indent = (lines) => lines.map((l) => `    ${l}`).join('\n');

/** Vitest's JSON report: each failed test with the start of its first failure message. */
export function vitestFailures(report) {
  const out = [];
  for (const file of report?.testResults ?? []) {
    const name = relative(process.cwd(), file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) {
      out.push(
        `✘ vitest ${name} › ${a.fullName ?? a.title}\n${indent(firstLines(a.failureMessages?.[0], ERROR_LINES))}`,
      );
    }
    if (file.status === 'failed' && failed.length === 0) {
      out.push(`✘ vitest ${name} (outside any test)\n${indent(firstLines(file.message, ERROR_LINES))}`);
    }
  }
  return out;
}

/** The page's snapshot from its main part (dialogs included), without links' addresses or the footer. */
function pageContent(errorContext) {
  const yaml = errorContext.replace(/^[\s\S]*?```yaml\n/, '').replace(/\n```[\s\S]*$/, '');
  const lines = yaml.split('\n').filter((l) => !/^\s*- \/url:/.test(l));
  const main = lines.findIndex((l) => /^- main\b/.test(l));
  let footer = false;
  return lines
    .slice(Math.max(main, 0))
    .filter((l) => {
      if (/^- /.test(l)) footer = /^- contentinfo\b/.test(l);
      return !footer;
    })
    .join('\n');
}

/**
 * Playwright's JSON report: each test that failed, or failed once and passed on its retry (decision
 * 055), with what the page showed when it failed (the start of the 'error-context' snapshot, when the
 * file is still there) and the start of its error.
 */
export function playwrightFailures(report) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        // A flaky test (failed, then passed on its retry in CI) is shown with its first failure.
        const failed = test.results?.filter((r) => r.status !== 'passed' && r.status !== 'skipped') ?? [];
        const shown = test.status === 'flaky' ? failed[0] : test.results?.at(-1);
        const where = `${spec.file}:${spec.line}`;
        const mark = test.status === 'flaky' ? '⚠ passed on its retry, after' : '✘';
        const parts = [`${mark} [${test.projectName}] ${where} › ${spec.title}`];
        const context = shown?.attachments?.find((a) => a.name === 'error-context' && a.path);
        if (context && existsSync(context.path)) {
          const snapshot = pageContent(readFileSync(context.path, 'utf8'));
          parts.push('  the page then:', indent(firstLines(snapshot, SNAPSHOT_LINES)));
        }
        const error = shown?.error?.message ?? shown?.errors?.[0]?.message ?? `status ${shown?.status}`;
        parts.push('  the error:', indent(firstLines(error, ERROR_LINES)));
        out.push(parts.join('\n'));
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return out;
}
