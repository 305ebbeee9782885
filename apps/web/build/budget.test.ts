import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChunkInfo, checkBudgets, entryCosts } from './budget.ts';
import { precompress } from './precompress.ts';

const chunk = (fileName: string, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  name: fileName.replace(/\.js$/, ''),
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  css: [],
  ...extra,
});

describe('entry budgets', () => {
  // index → react, shared; login (lazy) → shared, form; dashboard (lazy) → charts.
  const chunks = [
    chunk('index.js', { isEntry: true, imports: ['react.js', 'shared.js'], css: ['index.css'] }),
    chunk('react.js'),
    chunk('shared.js'),
    chunk('login.js', { isDynamicEntry: true, imports: ['shared.js', 'form.js'] }),
    chunk('form.js', { css: ['form.css'] }),
    chunk('dashboard.js', { isDynamicEntry: true, imports: ['charts.js'] }),
    chunk('charts.js', { css: ['charts.css'] }),
  ];
  const sizes: Record<string, number> = {
    'index.js': 100,
    'react.js': 50,
    'shared.js': 10,
    'login.js': 5,
    'form.js': 20,
    'dashboard.js': 7,
    'charts.js': 300,
    'index.css': 30,
    'form.css': 4,
    'charts.css': 6,
  };
  const size = (file: string) => sizes[file]!;

  it('counts each entry with everything it imports statically, a route with the app entry, each file once', () => {
    const costs = entryCosts(chunks, size, { app: { js: 1000, css: 1000 }, route: { js: 1000, css: 1000 } });
    expect(costs.map(({ entry, js, css }) => ({ entry, js, css }))).toEqual([
      { entry: 'app (index)', js: 160, css: 30 },
      { entry: 'login', js: 185, css: 34 },
      { entry: 'dashboard', js: 467, css: 36 },
    ]);
  });

  it('fails naming each entry over its budget, JS or CSS, and passes when all are within', () => {
    const budgets = {
      app: { js: 160, css: 30 },
      route: { js: 200, css: 40 },
      routes: { dashboard: { js: 500, css: 35 } },
    };
    expect(() => checkBudgets(entryCosts(chunks, size, budgets))).toThrow(
      /size budget passed[\s\S]*dashboard: JS 0\.5 KB \(budget 0\.5 KB\), CSS 0\.0 KB/,
    );
    const over = (() => {
      try {
        checkBudgets(entryCosts(chunks, size, budgets));
      } catch (error) {
        return String(error);
      }
    })();
    expect(over).not.toContain('login');
    expect(over).not.toContain('app (index)');
    budgets.routes.dashboard.css = 36;
    expect(checkBudgets(entryCosts(chunks, size, budgets))).toMatch(/size budgets met for 3 entries/);
    budgets.app.js = 159;
    expect(() => checkBudgets(entryCosts(chunks, size, budgets))).toThrow(/app \(index\): JS/);
  });
});

describe('the build step', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'paydesk-budget-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><title>${'Paydesk '.repeat(40)}</title><script type="module" src="/src/main.js"></script>`,
  );
  writeFileSync(
    path.join(root, 'src/main.js'),
    `document.title = ${JSON.stringify('x'.repeat(50))} + Math.random().toString(36).repeat(200);\n`,
  );
  const run = (js: number) =>
    build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompress({ app: { js, css: 1000 }, route: { js, css: 1000 } })],
      build: { outDir: 'dist', emptyOutDir: true },
    });

  it('writes brotli and gzip copies of the text files when within budget', async () => {
    await run(10_000);
    const dist = path.join(root, 'dist');
    const html = readFileSync(path.join(dist, 'index.html'));
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'index.html.br'))).equals(html)).toBe(true);
    expect(gunzipSync(readFileSync(path.join(dist, 'index.html.gz'))).equals(html)).toBe(true);
  }, 60_000);

  it('fails the build when the entry passes its budget', async () => {
    await expect(run(20)).rejects.toThrow(/size budget passed[\s\S]*app \(index\)/);
  }, 60_000);
});
