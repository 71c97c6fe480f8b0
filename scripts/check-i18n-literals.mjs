#!/usr/bin/env node
// Fails when a file that has moved to the message catalogue shows a person text that bypasses it:
// a JSX text node with letters, a string literal placed in JSX, or a literal aria-label, title,
// placeholder, alt or label attribute. The list of checked places grows as screens move over.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web/src');

/** Screens and parts whose every user-visible string comes from the catalogue. */
const CHECKED =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['features/landing', 'components/ui/language-switcher.tsx', 'components/ui/theme-toggle.tsx'];
/** Words that are the same in every language (names), allowed as they are. */
const ALLOWED = new Set(['Shelfwise']);
const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

const files = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => files(join(path, name)))
    : /\.tsx$/.test(path) && !/\.test\.tsx$/.test(path)
      ? [path]
      : [];

const shown = (text) => /\p{L}/u.test(text) && !ALLOWED.has(text.trim());
const problems = [];

for (const file of CHECKED.flatMap((entry) => files(join(web, entry)))) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const report = (node, what) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    problems.push(`${relative(root, file)}:${line + 1}: ${what}`);
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && shown(node.text)) report(node, `text "${node.text.trim()}"`);
    if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteralLike(node.expression)) {
      if (shown(node.expression.text)) report(node, `literal "${node.expression.text}"`);
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer.text
        : node.initializer.expression && ts.isStringLiteralLike(node.initializer.expression)
          ? node.initializer.expression.text
          : '';
      if (shown(value)) report(node, `${node.name.getText()}="${value}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (problems.length > 0) {
  console.error('Text shown to people that does not come from the message catalogue (lib/i18n):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`i18n: no literal text in ${CHECKED.length} converted places`);
