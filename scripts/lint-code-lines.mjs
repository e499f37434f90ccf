// Fails when a .ts file under src/ (src/generated/ aside) has more than LIMIT lines of code (LIMITS
// for a few files held to less): lines
// that hold any token other than a comment, so comments and blank lines never count. Prints
// `path: count code lines (limit N)` on stderr for each such file and exits 1.
//
//   node scripts/lint-code-lines.mjs   (run by `npm run lint`)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const LIMIT = 200;
/** Files held to less: the element only wires named parts together. */
export const LIMITS = { 'event-register.ts': 150 };

const { SyntaxKind } = ts;

/**
 * Tokens after which a `/` divides; after any other token it starts a regular expression. The
 * scanner cannot tell the two apart by itself, and a quote or backtick inside a misread regular
 * expression would swallow the lines that follow.
 */
const ENDS_OPERAND = new Set([
  SyntaxKind.Identifier,
  SyntaxKind.PrivateIdentifier,
  SyntaxKind.NumericLiteral,
  SyntaxKind.BigIntLiteral,
  SyntaxKind.StringLiteral,
  SyntaxKind.RegularExpressionLiteral,
  SyntaxKind.NoSubstitutionTemplateLiteral,
  SyntaxKind.TemplateTail,
  SyntaxKind.CloseParenToken,
  SyntaxKind.CloseBracketToken,
  SyntaxKind.CloseBraceToken,
  SyntaxKind.PlusPlusToken,
  SyntaxKind.MinusMinusToken,
  SyntaxKind.ExclamationToken,
  SyntaxKind.ThisKeyword,
  SyntaxKind.SuperKeyword,
  SyntaxKind.TrueKeyword,
  SyntaxKind.FalseKeyword,
  SyntaxKind.NullKeyword,
]);

/** The number of lines of `text` (TypeScript) that hold any token other than a comment. */
export function codeLines(text) {
  const lineStarts = ts.computeLineStarts(text);
  const lineOf = (position) => ts.computeLineAndCharacterOfPosition(lineStarts, position).line;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const lines = new Set();
  // One entry per template substitution being read: the braces opened inside it, so that the `}`
  // that closes it resumes the template's text rather than reading that text as code.
  const substitutions = [];
  let previous = SyntaxKind.Unknown;
  for (let token = scanner.scan(); token !== SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if ((token === SyntaxKind.SlashToken || token === SyntaxKind.SlashEqualsToken) && !ENDS_OPERAND.has(previous)) {
      token = scanner.reScanSlashToken();
    } else if (token === SyntaxKind.CloseBraceToken && substitutions.at(-1) === 0) {
      substitutions.pop();
      token = scanner.reScanTemplateToken(false);
    } else if (token === SyntaxKind.CloseBraceToken && substitutions.length) {
      substitutions[substitutions.length - 1] -= 1;
    } else if (token === SyntaxKind.OpenBraceToken && substitutions.length) {
      substitutions[substitutions.length - 1] += 1;
    }
    if (token === SyntaxKind.TemplateHead || token === SyntaxKind.TemplateMiddle) substitutions.push(0);
    for (let line = lineOf(scanner.getTokenStart()); line <= lineOf(scanner.getTokenEnd()); line++) lines.add(line);
    previous = token;
  }
  return lines.size;
}

function main() {
  const src = fileURLToPath(new URL('../src/', import.meta.url));
  const files = readdirSync(src, { recursive: true })
    .map(String)
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.ts') && !file.startsWith('generated/'))
    .sort();
  let over = 0;
  for (const file of files) {
    const count = codeLines(readFileSync(join(src, file), 'utf8'));
    const limit = LIMITS[file] ?? LIMIT;
    if (count <= limit) continue;
    over += 1;
    console.error(`src/${file}: ${count} code lines (limit ${limit})`);
  }
  return over ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
