import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The upstream calls the app makes, read from the source (issue 30 item 6): every object literal
 * with a `path` in a lib/ module that calls the typed upstream client (lib/upstream:
 * `customerCall`, `publicCall`, `upstreamCall`, whose options name `method` and `path`), and the
 * tables of paths those modules hand to it. A path is read statically: a string, a template whose
 * parts are strings, a choice between strings (`a ? '/x' : '/y'`), a constant of the same file, or
 * an entry of a constant table (`GROUP_PATH[kind]`). A path handed on (`request.path`, a layer's
 * path from the maps listing) is read where it is written. Anything else is an error: the
 * contract test cannot check a path it cannot read.
 */

export type AppCall = { method: string; path: string; file: string };

const ROOT = path.resolve(__dirname, '..', '..');
const LIB = path.join(ROOT, 'lib');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The lib modules that call the upstream client (they import it), lib/upstream itself included. */
export function callingModules(): string[] {
  return walk(LIB).filter((f) => f.startsWith(path.join(LIB, 'upstream') + path.sep) || /from '@\/lib\/upstream(\/[a-z-]+)?'/.test(fs.readFileSync(f, 'utf8')));
}

class Unreadable extends Error {}

function propName(p: ts.ObjectLiteralElementLike): string | undefined {
  if (!p.name) return undefined;
  if (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) return p.name.text;
  return undefined;
}

function declarations(sf: ts.SourceFile): Map<string, ts.Expression[]> {
  const found = new Map<string, ts.Expression[]>();
  const visit = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
      found.set(n.name.text, [...(found.get(n.name.text) ?? []), n.initializer]);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

/** The strings an expression can be, or null when it is handed on (a parameter, another object's field). */
function evaluate(e: ts.Expression, decls: Map<string, ts.Expression[]>, depth = 0): string[] | null {
  if (depth > 8) throw new Unreadable('too deep');
  const again = (x: ts.Expression) => evaluate(x, decls, depth + 1);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) return again(e.expression);
  if (ts.isConditionalExpression(e)) {
    const [a, b] = [again(e.whenTrue), again(e.whenFalse)];
    if (!a || !b) throw new Unreadable(e.getText());
    return [...a, ...b];
  }
  if (ts.isTemplateExpression(e)) {
    let out = [e.head.text];
    for (const span of e.templateSpans) {
      const parts = again(span.expression);
      if (!parts) throw new Unreadable(e.getText());
      out = out.flatMap((o) => parts.map((p) => o + p + span.literal.text));
    }
    return out;
  }
  if (ts.isIdentifier(e)) {
    const inits = decls.get(e.text);
    if (!inits) return null;
    const values = inits.map(again);
    return values.every((v) => v) ? values.flatMap((v) => v!) : null;
  }
  if (ts.isElementAccessExpression(e) && ts.isIdentifier(e.expression)) {
    const table = (decls.get(e.expression.text) ?? []).map(unwrapped).find(ts.isObjectLiteralExpression);
    if (!table) throw new Unreadable(e.getText());
    return table.properties.flatMap((p) => {
      if (!ts.isPropertyAssignment(p)) throw new Unreadable(p.getText());
      const v = again(p.initializer);
      if (!v) throw new Unreadable(p.getText());
      return v;
    });
  }
  return null;
}

function unwrapped(e: ts.Expression): ts.Expression {
  return ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e) ? unwrapped(e.expression) : e;
}

/** Every (method, path) the app's lib modules send upstream; `*` where the method is given elsewhere (a table of paths). */
export function appUpstreamCalls(): AppCall[] {
  const calls: AppCall[] = [];
  for (const file of callingModules()) {
    const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const decls = declarations(sf);
    const rel = path.relative(ROOT, file);
    const visit = (n: ts.Node) => {
      if (ts.isObjectLiteralExpression(n)) {
        const prop = n.properties.find((p) => propName(p) === 'path');
        if (prop && (ts.isPropertyAssignment(prop) || ts.isShorthandPropertyAssignment(prop))) {
          const value = ts.isPropertyAssignment(prop) ? prop.initializer : prop.name;
          let paths: string[] | null;
          try {
            paths = evaluate(value, decls);
          } catch (err) {
            if (!(err instanceof Unreadable)) throw err;
            throw new Error(`${rel}:${sf.getLineAndCharacterOfPosition(value.getStart()).line + 1}: the upstream path \`${value.getText()}\` cannot be read statically (write it as a string, a choice of strings or a constant table)`);
          }
          const methodProp = n.properties.find((p) => propName(p) === 'method');
          const isCall = n.properties.some((p) => propName(p) === 'schema');
          const methods = methodProp && ts.isPropertyAssignment(methodProp) ? evaluate(methodProp.initializer, decls) ?? ['*'] : [isCall ? 'GET' : '*'];
          for (const p of paths ?? []) {
            if (!p.startsWith('/')) continue; // a field error's `path`, not a call
            for (const m of methods) calls.push({ method: m, path: p, file: rel });
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return calls;
}

/** A path with its placeholders and leading slash made alike: `/v3/:spid/customer/{id}` → `v3/{}/customer/{}`. */
export function normalisePath(p: string): string {
  return p.trim().replace(/^\/+/, '').replace(/\{[^}]*\}/g, '{}').replace(/(^|\/):[A-Za-z]+/g, '$1{}').replace(/\?.*$/, '');
}
