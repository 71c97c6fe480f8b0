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
const CONVERTED = [
  'features/landing',
  'features/pricing',
  'features/banners',
  'features/activity',
  'features/statistics',
  'features/reminders',
  'features/friends',
  'features/imports',
  'features/auth',
  'features/legal/components/legal-document.tsx',
  'features/dashboard-shell',
  'features/books',
  'features/settings',
  'features/borrowers',
  'features/loans',
  'components/ui',
  'app/routes',
  'features/subscription',
  'features/unsubscribe',
  'features/app-settings',
  'features/admin',
];
/** With paths as arguments, checks those instead (to see what a screen still needs). */
const CHECKED = process.argv.length > 2 ? process.argv.slice(2) : CONVERTED;
/** Words that are the same in every language (names), allowed as they are. */
// Product and format names, and the plan badges (PRO, AD-FREE, BASIC), are the same in every language.
const ALLOWED = new Set(['Shelfwise', 'JSON', 'CSV', 'PDF', 'ISBN', 'PRO', 'AD-FREE', 'BASIC']);
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'message',
  'hint',
  'error',
  'confirmText',
  'cancelText',
  'busyText',
]);

const files = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => files(join(path, name)))
    : /\.tsx$/.test(path) && !/\.test\.tsx$/.test(path)
      ? [path]
      : [];

/** The literals an expression may evaluate to. */
function branches(expression) {
  if (ts.isStringLiteralLike(expression)) return [expression];
  if (ts.isParenthesizedExpression(expression)) return branches(expression.expression);
  if (ts.isTemplateExpression(expression)) {
    return [
      expression.head,
      ...expression.templateSpans.flatMap((span) => [...branches(span.expression), span.literal]),
    ];
  }
  if (ts.isConditionalExpression(expression))
    return [...branches(expression.whenTrue), ...branches(expression.whenFalse)];
  if (
    ts.isBinaryExpression(expression) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(expression.operatorToken.kind)
  )
    return [...branches(expression.left), ...branches(expression.right)];
  return [];
}

/** Calls whose arguments are shown as they are: toasts and the setters of a screen's messages. */
const SHOWING_CALLS =
  /^(toast(\.\w+)?|show|set(Error|Message|Problem|FormError|Notice|MessageError|Success))$/;

const TONES = new Set(['success', 'error', 'info', 'warning']);

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
    // A literal placed in JSX, directly or as a branch of `cond ? 'a' : 'b'` / `x ?? 'a'` / `x || 'a'`.
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const literal of branches(node.expression)) {
        if (shown(literal.text)) report(literal, `literal "${literal.text}"`);
      }
    }
    // toast.error('…'), toast.success(x || '…'), setError(cond ? '…' : '…'): a message shown to people.
    if (ts.isCallExpression(node) && SHOWING_CALLS.test(node.expression.getText())) {
      for (const argument of node.arguments) {
        for (const literal of branches(argument)) {
          // A tone ('success', 'error') says how to show the message; it is not shown itself.
          if (shown(literal.text) && !TONES.has(literal.text)) {
            report(literal, `${node.expression.getText()} "${literal.text}"`);
          }
        }
      }
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const values = ts.isStringLiteral(node.initializer)
        ? [node.initializer.text]
        : node.initializer.expression
          ? branches(node.initializer.expression).map((literal) => literal.text)
          : [];
      for (const value of values) if (shown(value)) report(node, `${node.name.getText()}="${value}"`);
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
