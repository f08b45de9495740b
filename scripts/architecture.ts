import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';

/**
 * The shape rules of docs/architecture.md, checked on the source text (run by
 * `tests/unit/architecture.test.ts`, so `npm test` fails when one is broken):
 *
 * 1. A route file (a file under server/api/ or server/ssr/ that registers routes) does not
 *    import the database (`#server/db/*`, drizzle, pg, PGlite), not even its types, holds no
 *    SQL text, and names no role ('administrator', 'editor', …): SQL lives in server/domain/
 *    and who may do what in server/policies/. The other files of server/api/ (presenters, schemas) may
 *    import a table's *type* to describe a row, never the database at run time.
 * 2. Nothing in server/domain/ imports server/http/ or Fastify.
 * 3. No two modules of web/, server/ and common/ import each other, directly or round a
 *    longer circle. Static imports count, dynamic `import()` does not (it runs later, when
 *    both modules are loaded), nor does `import type` / `export type`: it is erased before
 *    the code runs, so it cannot create an order-of-loading problem.
 */

export interface Violation {
  rule:
    | 'route-imports-database'
    | 'route-runs-sql'
    | 'route-names-role'
    | 'domain-imports-http'
    | 'import-cycle';
  file: string;
  detail: string;
}

interface ImportRef {
  specifier: string;
  typeOnly: boolean;
}

const ROOTS = ['web', 'server', 'common'];
const ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'];
const DATABASE = /^(#server\/db\/|drizzle-orm|drizzle-kit|pg$|pg\/|pg-|@electric-sql\/pglite)/;
/** SQL as this code writes it: keywords in capitals (so a sentence "select a topic" is not SQL). */
const SQL = /^\s*(SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM|WITH)\s/;
const HTTP = /^(#server\/http\/|fastify$|fastify\/|@fastify\/)/;
const ROUTE_CALL =
  /\b(app|instance|fastify|server)\.(get|post|put|patch|delete|head|route)\s*(<[^()]*?>)?\s*\(/;

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('/__fixtures__/');
const isSource = (file: string) => /\.(ts|tsx|mts)$/.test(file) && !file.endsWith('.d.ts');

type Node = { type: string; [key: string]: unknown };

/** The syntax tree of one file (vite's parser, which reads TypeScript and JSX). */
const parse = (file: string, text: string) =>
  parseAst(text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }) as unknown as { body: Node[] };

/** The static imports and re-exports of one file. */
export function importsOf(file: string, text: string): ImportRef[] {
  const refs: ImportRef[] = [];
  for (const statement of parse(file, text).body) {
    const source = statement.source as { value?: unknown } | null | undefined;
    if (typeof source?.value !== 'string') continue;
    if (statement.type === 'ImportDeclaration')
      refs.push({ specifier: source.value, typeOnly: statement.importKind === 'type' });
    else if (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration')
      refs.push({ specifier: source.value, typeOnly: statement.exportKind === 'type' });
  }
  return refs;
}

/** Every string the code holds: literals and the text of templates, not comments. */
function stringsOf(file: string, text: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === 'object') {
      const node = value as Node;
      if (node.type === 'Literal' && typeof node.value === 'string') found.push(node.value);
      if (node.type === 'TemplateElement') {
        const cooked = (node.value as { cooked?: string } | undefined)?.cooked;
        if (cooked) found.push(cooked);
      }
      for (const key of Object.keys(node)) if (key !== 'type') visit(node[key]);
    }
  };
  visit(parse(file, text).body);
  return found;
}

/** Where an import points inside the tree, or null for a package. */
function resolve(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  let target: string;
  const alias = /^#(server|web|common)\/(.*)$/.exec(specifier);
  if (alias) target = `${alias[1]}/${alias[2]}`;
  else if (specifier.startsWith('.'))
    target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  for (const candidate of [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    `${target}/index.ts`,
    `${target}/index.tsx`,
  ])
    if (files.has(candidate)) return candidate;
  return null;
}

const isRouteFile = (file: string, text: string) =>
  (file.startsWith('server/api/') || file.startsWith('server/ssr/')) && ROUTE_CALL.test(text);

/** Every import circle, each reported once (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return found;
}

/** Checks a set of files (path relative to the repository → text). */
export function checkArchitecture(sources: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  const files = new Set(sources.keys());
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const refs = importsOf(file, text);
    if (file.startsWith('server/api/') || file.startsWith('server/ssr/')) {
      const route = isRouteFile(file, text);
      for (const ref of refs)
        if (DATABASE.test(ref.specifier) && (route || !ref.typeOnly))
          violations.push({ rule: 'route-imports-database', file, detail: ref.specifier });
      if (route) {
        const strings = stringsOf(file, text);
        for (const role of new Set(strings.filter((s) => ROLES.includes(s))))
          violations.push({ rule: 'route-names-role', file, detail: `'${role}'` });
        for (const query of strings.filter((s) => SQL.test(s)))
          violations.push({ rule: 'route-runs-sql', file, detail: query.trim().slice(0, 40) });
      }
    }
    if (file.startsWith('server/domain/'))
      for (const ref of refs)
        if (HTTP.test(ref.specifier) || resolve(file, ref.specifier, files)?.startsWith('server/http/'))
          violations.push({ rule: 'domain-imports-http', file, detail: ref.specifier });
    const edges: string[] = [];
    for (const ref of refs) {
      if (ref.typeOnly) continue;
      const target = resolve(file, ref.specifier, files);
      if (target) edges.push(target);
    }
    graph.set(file, edges);
  }
  for (const circle of cycles(graph))
    violations.push({ rule: 'import-cycle', file: circle[0] ?? '', detail: circle.join(' ↔ ') });
  return violations;
}

/** The source files of web/, server/ and common/ below `root` (tests left out). */
export function readSources(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'migrations') walk(relative);
      } else if (isSource(relative) && !isTest(relative))
        sources.set(relative, readFileSync(path.join(root, relative), 'utf8'));
    }
  };
  for (const dir of ROOTS) walk(dir);
  return sources;
}
