// The walls between rooms (docs/architecture-api.md), read from the import statements of the source:
// - an API module imports another module only through its face, modules/<name>/index.ts (so do app.ts and the
//   other files outside modules/);
// - platform/, lib/ and http/ import no module (http/ may use platform/ and lib/);
// - a web feature (apps/web/src/features/<f>) imports no other feature;
// - routes files hold no SQL (data access lives in *.queries.ts, docs/decisions/0006);
// - services query only through *.queries.ts: no drizzle-orm, only types from @paydesk/db, and no query builder
//   called on a db or tx handle (modules/ledger is the ledger's own data-access room and is left out);
// - a gated action asks the approvals gate only through `gateOrRun` (modules/approvals/gate.ts), whose type
//   requires the caller's after-commit hook;
// - only platform/jobs/job-runner.ts imports pg-boss, and only the composition root (server.ts) starts the runner:
//   modules define jobs (`defineJob`) and send them (`JobSender`) through platform/jobs/jobs.ts.
// - every table of @paydesk/db has one owning module (table-owners.ts); a module imports (as a value) only the
//   tables it owns, and names in its SQL text (`from`, `join`, `update`, `into` a table's SQL name) only the tables
//   it owns, besides the crossings listed there, a list that only shrinks.
// Each failure lists the offending edges as `file → imported file`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { schema } from '@paydesk/db';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { TABLE_CROSSINGS, TABLE_OWNERS } from './table-owners.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const apiSrc = path.join(repo, 'apps/api/src');
const webSrc = path.join(repo, 'apps/web/src');
const webFeatures = path.join(webSrc, 'features');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

// Static and dynamic imports and re-exports with a relative specifier, or the web's one alias: `@/…` is
// apps/web/src/… (apps/web/tsconfig.json, apps/web/vite.config.ts).
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+|@\/[^'"]+)['"]/g;

interface ImportEdge {
  from: string;
  to: string;
}

function importsOf(files: string[]): ImportEdge[] {
  return files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => ({
      from: file,
      to: m[1]!.startsWith('@/')
        ? path.join(webSrc, m[1]!.slice(2))
        : path.resolve(path.dirname(file), m[1]!),
    })),
  );
}

const rel = (p: string) => path.relative(repo, p);
const show = (edges: ImportEdge[]) => edges.map((e) => `${rel(e.from)} → ${rel(e.to)}`).join('\n');

function isUnder(root: string, file: string): boolean {
  const inside = path.relative(root, file);
  return !inside.startsWith('..') && !path.isAbsolute(inside);
}

/** The first folder under `root` that holds the file, or null when the file is not under `root`. */
function roomOf(root: string, file: string): string | null {
  const inside = path.relative(root, file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return null;
  const [first, ...rest] = inside.split(path.sep);
  return rest.length > 0 ? first! : null;
}

const apiEdges = importsOf(sourceFiles(apiSrc));
const modulesDir = path.join(apiSrc, 'modules');

/** API imports that reach into a module from outside it without going through its face. */
const apiEdgesPastFaces = apiEdges.filter((edge) => {
  const target = roomOf(modulesDir, edge.to);
  if (!target || roomOf(modulesDir, edge.from) === target) return false;
  return edge.to !== path.join(modulesDir, target, 'index.ts');
});

/** Imports of a file that reach the database directly: anything from drizzle-orm, values from @paydesk/db. */
function dataAccessImports(file: string): string[] {
  return [
    ...fs
      .readFileSync(file, 'utf8')
      .matchAll(/^import\s+(type\s+)?[^;]*?from\s+'(drizzle-orm[^']*|@paydesk\/db)';/gms),
  ]
    .filter((m) => m[2]!.startsWith('drizzle-orm') || !m[1])
    .map((m) => `${rel(file)} imports ${m[1] ? 'types from ' : ''}${m[2]}`);
}

// A Drizzle query started on a database or transaction handle (`db.select(`, `deps.db.insert(`, `tx\n .update(`,
// `tx.execute(`, `db.query.users…`); `db.transaction(` stays allowed, services open transactions.
const QUERY_BUILDER_CALL =
  /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query)\b\s*[(.]/g;

/** A call of the gate's own question: `gate.check(`, `deps.approvals.gate.check(`. */
const GATE_CHECK = /\bgate\s*\.\s*check\s*\(/;

/** A module folder past this many files at one level splits into rooms (payroll/runs, payments/transfers, …). */
const MAX_FILES_AT_ONE_LEVEL = 25;

/** Each cycle of the module graph, as the modules on it with the first repeated at the end (depth-first search). */
function moduleCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      cycles.push([...trail.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return cycles;
}

/** The tables @paydesk/db exports: each table object's export name (`ledgerAccounts`) and SQL name (`ledger_accounts`). */
function schemaTables(): Map<string, string> {
  return new Map(
    Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name, table]) => [name, getTableName(table as PgTable)]),
  );
}
/** `module:table` for each table a module's non-test source imports as a value from @paydesk/db. */
function moduleTableImports(tables: ReadonlySet<string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(modulesDir).filter((f) => !f.endsWith('.test.ts'))) {
    const module = roomOf(modulesDir, file);
    if (!module) continue;
    for (const m of fs
      .readFileSync(file, 'utf8')
      .matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@paydesk\/db';/gms)) {
      if (m[1]) continue;
      for (const spec of m[2]!.split(',')) {
        const name = spec.trim().split(/\s+as\s+/)[0]!;
        if (!name || name.startsWith('type ') || !tables.has(name)) continue;
        const key = `${module}:${name}`;
        found.set(key, [...(found.get(key) ?? []), rel(file)]);
      }
    }
  }
  return found;
}

/**
 * A source file with its comments blanked out (strings kept, so SQL text stays): a comment may say "read from
 * employees" without reading them.
 */
const withoutComments = (text: string) =>
  text.replace(
    /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g,
    (m) => (m.startsWith('/') ? ' ' : m),
  );

/**
 * `module:table` for each table a module's non-test source names in SQL text: its SQL name right after `from`,
 * `join`, `update`, `into` or `delete from` (any case, whole words, maybe `public.` or quoted), in raw SQL
 * (`db.$client.query` text) or a sql`…` template alike. Drizzle's own `${table}` is an import, seen above.
 */
function moduleTableSqlText(sqlNames: ReadonlyMap<string, string>): Map<string, string[]> {
  const bySqlName = new Map([...sqlNames].map(([name, sqlName]) => [sqlName, name]));
  const alternatives = [...bySqlName.keys()].sort((a, b) => b.length - a.length).join('|');
  const NAMED = new RegExp(
    `\\b(?:delete\\s+from|from|join|update|into)\\s+(?:"?public"?\\.)?"?(${alternatives})\\b`,
    'gi',
  );
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(modulesDir).filter((f) => !f.endsWith('.test.ts'))) {
    const module = roomOf(modulesDir, file);
    if (!module) continue;
    for (const m of withoutComments(fs.readFileSync(file, 'utf8')).matchAll(NAMED)) {
      const key = `${module}:${bySqlName.get(m[1]!.toLowerCase())}`;
      const where = `${rel(file)} (SQL text: ${m[0].replace(/\s+/g, ' ').toLowerCase()})`;
      if (!found.get(key)?.includes(where)) found.set(key, [...(found.get(key) ?? []), where]);
    }
  }
  return found;
}

describe('boundaries', () => {
  it('API modules import other modules only through their face (modules/<name>/index.ts)', () => {
    const betweenModules = apiEdgesPastFaces.filter((edge) => roomOf(modulesDir, edge.from));
    console.log(`imports between API modules not through faces: ${betweenModules.length}`);
    console.log(
      `imports from outside modules/ not through faces: ${apiEdgesPastFaces.length - betweenModules.length}`,
    );
    expect(show(apiEdgesPastFaces)).toBe('');
  });

  it('platform/, lib/ and http/ import no module', () => {
    const shared = ['platform', 'lib', 'http'].map((room) => path.join(apiSrc, room));
    const offending = apiEdges.filter(
      (edge) => shared.some((room) => isUnder(room, edge.from)) && isUnder(modulesDir, edge.to),
    );
    expect(show(offending)).toBe('');
  });

  it("the web's `@/` imports resolve to files of apps/web/src, so the web rules see them", () => {
    const aliased = sourceFiles(webSrc).filter((file) =>
      /['"]@\/[^'"]+['"]/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(aliased.length).toBeGreaterThan(0);
    const edges = importsOf(aliased).filter((edge) => isUnder(webSrc, edge.to));
    expect(edges.length).toBeGreaterThan(0);
    const missing = edges.filter((edge) => !fs.existsSync(edge.to));
    expect(show(missing)).toBe('');
  });

  it('a web feature imports no other feature', () => {
    const offending = importsOf(sourceFiles(webFeatures)).filter((edge) => {
      const target = roomOf(webFeatures, edge.to);
      return target !== null && target !== roomOf(webFeatures, edge.from);
    });
    expect(show(offending)).toBe('');
  });

  it('routes files hold no SQL: nothing from drizzle-orm and only types from @paydesk/db (docs/decisions/0006)', () => {
    const routes = sourceFiles(modulesDir).filter((file) => file.endsWith('.routes.ts'));
    expect(routes.flatMap(dataAccessImports).join('\n')).toBe('');
  });

  it('services query only through *.queries.ts: no drizzle-orm, only types from @paydesk/db, no db/tx query builder (docs/decisions/0006)', () => {
    const ledger = path.join(modulesDir, 'ledger');
    const services = sourceFiles(modulesDir).filter(
      (file) => file.endsWith('.service.ts') && !isUnder(ledger, file),
    );
    expect(services.length).toBeGreaterThan(20);
    const offending = services.flatMap((file) => [
      ...dataAccessImports(file),
      ...[...fs.readFileSync(file, 'utf8').matchAll(QUERY_BUILDER_CALL)].map(
        (m) => `${rel(file)} calls ${m[0].replace(/\s+/g, '')}`,
      ),
    ]);
    expect(offending.join('\n')).toBe('');
  });

  it('a gated action asks the approvals gate only through gateOrRun (docs/architecture-api.md, rule 11)', () => {
    const helper = path.join(modulesDir, 'approvals/gate.ts');
    const askers = sourceFiles(apiSrc).filter(
      (file) => !file.endsWith('.test.ts') && GATE_CHECK.test(fs.readFileSync(file, 'utf8')),
    );
    expect(askers.map(rel)).toEqual([rel(helper)]);
  });

  it('money moves only through the ledger: no file outside modules/ledger writes entries, postings or history lines', () => {
    const ledger = path.join(modulesDir, 'ledger');
    // Drizzle writes (`.insert(walletTransactions)`, `tx.update(postings)`…) and SQL ones (`insert into postings`,
    // `update wallet_transactions`, a COPY of history lines).
    const WRITE =
      /\.(?:insert|update|delete)\(\s*(?:walletTransactions|postings|journalEntries)\b|\b(?:insert\s+into|update|delete\s+from|copy)\s+(?:wallet_transactions|postings|journal_entries)\b|['"]wallet_transactions['"]/gi;
    const files = sourceFiles(apiSrc).filter((file) => !isUnder(ledger, file) && !file.endsWith('.test.ts'));
    const offending = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(WRITE)].map(
        (m) => `${rel(file)}: ${m[0].replace(/\s+/g, ' ')}`,
      ),
    );
    expect(offending.join('\n')).toBe('');
    // The ledger's low-level posting is not on its face: callers move money with movements.
    const face = fs.readFileSync(path.join(ledger, 'index.ts'), 'utf8');
    expect(face).not.toMatch(
      /\b(?:postEntry|postEntryDetailed|postEntries|reverseEntry|reverseEntryPart)\b,?\s*(?:}|\n)/,
    );
  });

  it('only payments talks to the banking rail: other modules import the name enquiry provider at most', () => {
    const banking = path.join(apiSrc, 'providers', 'banking');
    const payments = path.join(modulesDir, 'payments');
    const offending = sourceFiles(modulesDir)
      .filter((file) => !isUnder(payments, file))
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/gm)]
          .filter((m) => isUnder(banking, path.resolve(path.dirname(file), m[3]!)))
          .flatMap((m) =>
            m[2]!
              .split(',')
              .map((name) => name.replace(/^\s*type\s+/, '').trim())
              .filter((name) => name && !['BankingProvider', 'NameEnquiry'].includes(name))
              .map((name) => `${rel(file)} imports ${name}`),
          ),
      );
    expect(offending.join('\n')).toBe('');
  });

  it('only platform/jobs imports pg-boss, and only server.ts starts the job runner (modules use jobs.ts)', () => {
    const runner = path.join(apiSrc, 'platform', 'jobs', 'job-runner.ts');
    const pgBoss = sourceFiles(apiSrc)
      .filter(
        (file) => file !== runner && /^import\s[^;]*?from\s+'pg-boss';/ms.test(fs.readFileSync(file, 'utf8')),
      )
      .map((file) => `${rel(file)} imports pg-boss`);
    const runnerImports = apiEdges.filter(
      (edge) => edge.to === runner && edge.from !== path.join(apiSrc, 'server.ts'),
    );
    expect([...pgBoss, show(runnerImports)].filter(Boolean).join('\n')).toBe('');
    expect(apiEdges.some((edge) => edge.to === runner)).toBe(true);
  });

  it('the modules import one another without a cycle', () => {
    const graph = new Map<string, Set<string>>();
    for (const edge of apiEdges) {
      const from = roomOf(modulesDir, edge.from);
      const to = roomOf(modulesDir, edge.to);
      if (!from || !to || from === to || edge.from.endsWith('.test.ts')) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
    expect(graph.size).toBeGreaterThan(10);
    expect(
      moduleCycles(graph)
        .map((cycle) => cycle.join(' → '))
        .join('\n'),
    ).toBe('');
  });

  it(`no folder of a module holds more than ${MAX_FILES_AT_ONE_LEVEL} files at one level (rooms, not flat giants)`, () => {
    const crowded = fs
      .readdirSync(modulesDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .concat(modulesDir)
      .map((dir) => ({ dir, files: fs.readdirSync(dir).filter((name) => /\.(ts|tsx)$/.test(name)).length }))
      .filter(({ files }) => files > MAX_FILES_AT_ONE_LEVEL)
      .map(({ dir, files }) => `${rel(dir)}: ${files} files`);
    expect(crowded.join('\n')).toBe('');
  });

  it('routes read the signed-in member through authOf, never a non-null assertion on request.auth', () => {
    const asserted = sourceFiles(apiSrc)
      .filter(
        (file) =>
          !file.endsWith('boundaries.test.ts') && fs.readFileSync(file, 'utf8').includes('request.auth!'),
      )
      .map(rel);
    expect(asserted.join('\n')).toBe('');
  });

  it('routes files read the signed-in member through authOf, not an optional request.auth', () => {
    const optional = sourceFiles(apiSrc)
      .filter(
        (file) => file.endsWith('.routes.ts') && fs.readFileSync(file, 'utf8').includes('request.auth?.'),
      )
      .map(rel);
    expect(optional.join('\n')).toBe('');
  });

  it('every table has one owning module, and a module reaches (imports or names in SQL) only its own tables besides the listed crossings', () => {
    const sqlNames = schemaTables();
    const tables = [...sqlNames.keys()];
    expect(tables.length).toBeGreaterThan(100);
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [module, owned] of Object.entries(TABLE_OWNERS))
      for (const table of owned as readonly string[]) {
        if (owner.has(table)) twice.push(`${table}: ${owner.get(table)} and ${module}`);
        owner.set(table, module);
      }
    expect(twice.join('\n')).toBe('');
    expect(tables.filter((t) => !owner.has(t)).join(', '), 'tables without an owner').toBe('');
    expect([...owner.keys()].filter((t) => !tables.includes(t)).join(', '), 'owners of no table').toBe('');
    const modules = new Set(
      fs.readdirSync(modulesDir).filter((d) => fs.statSync(path.join(modulesDir, d)).isDirectory()),
    );
    expect(
      Object.keys(TABLE_OWNERS)
        .filter((m) => m !== 'platform' && !modules.has(m))
        .join(', '),
      'owners that are not modules',
    ).toBe('');

    // A module reaches a table by importing it (a value from @paydesk/db) or by naming it in SQL text.
    const reaches = moduleTableImports(new Set(tables));
    const sqlText = moduleTableSqlText(sqlNames);
    expect(sqlText.size, "the SQL text scan sees the modules' own tables too").toBeGreaterThan(20);
    for (const [key, places] of sqlText) reaches.set(key, [...(reaches.get(key) ?? []), ...places]);
    const crossing = [...reaches.keys()].filter((key) => {
      const [module, table] = key.split(':') as [string, string];
      return owner.get(table) !== module;
    });
    const listed = Object.entries(TABLE_CROSSINGS).flatMap(([module, ts]) => ts.map((t) => `${module}:${t}`));
    console.log(
      `module → table crossings of a wall (imports or SQL text): ${crossing.length}; tables reached by a module other than the owner: ${new Set(crossing.map((k) => k.split(':')[1])).size} of ${tables.length}`,
    );
    const unlisted = crossing.filter((key) => !listed.includes(key));
    expect(
      unlisted
        .map((key) => `${key} (owner ${owner.get(key.split(':')[1]!)}): ${reaches.get(key)!.join(', ')}`)
        .join('\n'),
      "new crossings: go through the owner's face (its named reads, or SQL text it writes)",
    ).toBe('');
    expect(
      listed.filter((key) => !crossing.includes(key)).join('\n'),
      'crossings no longer made: remove them from TABLE_CROSSINGS',
    ).toBe('');
  });

  it('the rules see real edges (the walls are not vacuous)', () => {
    expect(apiEdges.length).toBeGreaterThan(100);
    expect(apiEdges.some((edge) => roomOf(modulesDir, edge.to) !== null)).toBe(true);
  });
});
