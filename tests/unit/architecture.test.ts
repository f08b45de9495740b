import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkArchitecture, readSources, type Violation } from '../../scripts/architecture.ts';

const root = path.resolve(import.meta.dirname, '../..');
const brief = (violations: Violation[]) => violations.map((v) => `${v.rule}: ${v.file} (${v.detail})`);

describe('the shape of the code (docs/architecture.md)', () => {
  it('holds for web/, server/ and common/', () => {
    expect(brief(checkArchitecture(readSources(root)))).toEqual([]);
  });
});

/** A file that registers a route, with `body` above it. */
const route = (body: string) =>
  `import type { FastifyInstance } from 'fastify';\n${body}\nexport function routes(app: FastifyInstance) {\n  app.get('/x', async () => 1);\n}\n`;

/** Small trees, each with what the check must say of it. */
const fixtures: { name: string; files: Record<string, string>; expected: string[] }[] = [
  {
    name: 'accepts a clean tree (type-only and dynamic imports make no circle)',
    files: {
      'server/api/things/routes.ts': route("import { listThings } from '#server/domain/things.ts';"),
      'server/api/things/present.ts': "import type { things } from '#server/db/schema.ts';",
      'server/domain/things.ts': "import { eq } from 'drizzle-orm';\nimport type { A } from './types.ts';",
      'server/domain/types.ts': "import type { B } from './things.ts';\nexport type A = 1;",
      'web/a.tsx': "const b = () => import('./b.tsx');\nexport const C = () => <p>{`editor`}</p>;",
      'web/b.tsx': "import { a } from './a.tsx';",
    },
    expected: [],
  },
  {
    name: 'fails a route file that imports the database, even a type of it',
    files: {
      'server/api/things/routes.ts': route(
        "import { eq } from 'drizzle-orm';\nimport type { Db } from '#server/db/client.ts';",
      ),
      'server/ssr/pages.ts': route("import { PGlite } from '@electric-sql/pglite';\nimport pg from 'pg';"),
      'server/api/things/present.ts': "import { things } from '#server/db/schema.ts';",
    },
    expected: [
      'route-imports-database: server/api/things/routes.ts (drizzle-orm)',
      'route-imports-database: server/api/things/routes.ts (#server/db/client.ts)',
      'route-imports-database: server/ssr/pages.ts (@electric-sql/pglite)',
      'route-imports-database: server/ssr/pages.ts (pg)',
      'route-imports-database: server/api/things/present.ts (#server/db/schema.ts)',
    ],
  },
  {
    name: 'fails a route file that names a role, but not a comment that does',
    files: {
      'server/api/things/routes.ts': route(
        "// an editor may\nconst ok = (v: { role: string }) => v.role === 'editor';",
      ),
      'server/ssr/pages.ts': route('const who = `administrator`;'),
    },
    expected: [
      "route-names-role: server/api/things/routes.ts ('editor')",
      "route-names-role: server/ssr/pages.ts ('administrator')",
    ],
  },
  {
    name: 'fails a route file that holds SQL text, but not a sentence',
    files: {
      'server/ssr/feeds.ts': route(
        'const rows = (db: { query(s: string): void }) => db.query(`SELECT id FROM posts WHERE x`);',
      ),
      'server/api/things/routes.ts': route("const hint = 'select a topic';"),
    },
    expected: ['route-runs-sql: server/ssr/feeds.ts (SELECT id FROM posts WHERE x)'],
  },
  {
    name: 'fails the domain importing server/http or Fastify',
    files: {
      'server/domain/things.ts': "import { notFound } from '#server/http/errors.ts';",
      'server/domain/deep/other.ts':
        "import type { FastifyRequest } from 'fastify';\nimport { a } from '../../http/context.ts';",
      'server/http/context.ts': 'export const a = 1;',
    },
    expected: [
      'domain-imports-http: server/domain/things.ts (#server/http/errors.ts)',
      'domain-imports-http: server/domain/deep/other.ts (fastify)',
      'domain-imports-http: server/domain/deep/other.ts (../../http/context.ts)',
    ],
  },
  {
    name: 'fails two modules that import each other, directly or round a longer circle',
    files: {
      'web/login-modal.tsx': "import { useSession } from './session-context.tsx';",
      'web/session-context.tsx': "export { LoginModal } from '#web/login-modal.tsx';",
      'server/a.ts': "import { b } from './b.ts';",
      'server/b.ts': "import { c } from '#common/c.ts';",
      'common/c.ts': "import { a } from '../server/a';",
    },
    expected: [
      'import-cycle: common/c.ts (common/c.ts ↔ server/a.ts ↔ server/b.ts)',
      'import-cycle: web/login-modal.tsx (web/login-modal.tsx ↔ web/session-context.tsx)',
    ],
  },
];

describe('the shape check', () => {
  it.each(fixtures)('$name', ({ files, expected }) => {
    expect(brief(checkArchitecture(new Map(Object.entries(files))))).toEqual(expected);
  });
});
