// Size budgets per entry of the web build (issue 30). An entry is the app's own entry (index.html's script: what
// every page loads first) or a route module loaded lazily; its cost is the JS and CSS a cold visit downloads for it,
// compressed with brotli as the server sends it: the entry's chunk, every chunk it imports statically (recursively)
// and their CSS, plus, for a route, the app entry's own set. The build fails when an entry passes its budget.

export interface ChunkInfo {
  fileName: string;
  /** The entry's name: its module's path under src/ without extension (e.g. `features/auth/routes/login`). */
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks imported statically (file names). */
  imports: string[];
  /** CSS files this chunk brings (file names). */
  css: string[];
}

export interface Budget {
  /** Compressed JS bytes. */
  js: number;
  /** Compressed CSS bytes. */
  css: number;
}

export interface Budgets {
  /** The app's entry (index.html). */
  app: Budget;
  /** Every lazily loaded route module, unless named in `routes`. */
  route: Budget;
  /** Per route module, by its entry name (e.g. `features/auth/routes/login`). */
  routes?: Record<string, Budget>;
}

export interface EntryCost {
  entry: string;
  js: number;
  css: number;
  budget: Budget;
  over: boolean;
}

/** Every chunk a chunk needs before it runs: itself and its static imports, recursively. */
function closure(start: string, chunks: Map<string, ChunkInfo>): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) stack.push(next);
  }
  return seen;
}

/** The compressed JS and CSS of each entry, against its budget. `size` gives a file's compressed bytes. */
export function entryCosts(chunkList: ChunkInfo[], size: (fileName: string) => number, budgets: Budgets) {
  const chunks = new Map(chunkList.map((c) => [c.fileName, c]));
  const app = chunkList.find((c) => c.isEntry);
  const appFiles = app ? closure(app.fileName, chunks) : new Set<string>();
  const cost = (files: Set<string>) => {
    const css = new Set<string>();
    let js = 0;
    for (const file of files) {
      js += size(file);
      for (const sheet of chunks.get(file)?.css ?? []) css.add(sheet);
    }
    let cssBytes = 0;
    for (const sheet of css) cssBytes += size(sheet);
    return { js, css: cssBytes };
  };
  const costs: EntryCost[] = [];
  if (app) {
    const c = cost(appFiles);
    costs.push({ entry: `app (${app.name})`, ...c, budget: budgets.app, over: false });
  }
  for (const chunk of chunkList) {
    if (!chunk.isDynamicEntry || chunk.isEntry) continue;
    const files = new Set([...appFiles, ...closure(chunk.fileName, chunks)]);
    const budget = budgets.routes?.[chunk.name] ?? budgets.route;
    costs.push({ entry: chunk.name, ...cost(files), budget, over: false });
  }
  for (const c of costs) c.over = c.js > c.budget.js || c.css > c.budget.css;
  return costs;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Throws, naming every entry over its budget; returns a one-line summary otherwise. */
export function checkBudgets(costs: EntryCost[]): string {
  const over = costs.filter((c) => c.over);
  if (over.length > 0)
    throw new Error(
      `size budget passed (compressed, brotli):\n${over
        .map(
          (c) =>
            `  ${c.entry}: JS ${kb(c.js)} (budget ${kb(c.budget.js)}), CSS ${kb(c.css)} (budget ${kb(c.budget.css)})`,
        )
        .join('\n')}`,
    );
  const largest = [...costs].sort((a, b) => b.js - a.js)[0];
  const app = costs[0];
  return `size budgets met for ${costs.length} entries (brotli): app JS ${app ? kb(app.js) : '-'}, CSS ${
    app ? kb(app.css) : '-'
  }; largest route ${largest ? `${largest.entry} JS ${kb(largest.js)}` : '-'}`;
}
