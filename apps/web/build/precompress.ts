// Build step (issue 30): every text file of the build is written beside itself compressed, `.br` (brotli, best
// quality) and `.gz` (gzip -9), so the API serves them as they are (@fastify/static `preCompressed`) and does no
// compression per request; then each entry's compressed size is checked against its budget (./budget.ts), failing
// the build when one is passed. Source maps are not compressed: pages never fetch them.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { type Budgets, type ChunkInfo, checkBudgets, entryCosts } from './budget.ts';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

export function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/**
 * Writes `file.br` and `file.gz` and returns the brotli size. Both are written even for a tiny file that they make
 * a few bytes longer: every text response is then compressed alike, which is simpler to check and costs nothing.
 */
export function precompressFile(file: string): number {
  const data = readFileSync(file);
  const br = brotli(data);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  return br.length;
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** `features/auth/routes/login` for …/apps/web/src/features/auth/routes/login.tsx. */
function entryName(moduleId: string | null, fallback: string): string {
  const match = moduleId?.match(/[\\/]src[\\/](.+)\.[jt]sx?$/);
  return match ? match[1]!.replaceAll('\\', '/') : fallback;
}

export function precompress(budgets: Budgets): Plugin {
  let outDir = '';
  return {
    name: 'paydesk:precompress-and-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler(_options, bundle) {
        const sizes = new Map<string, number>();
        const chunks: ChunkInfo[] = [];
        for (const item of Object.values(bundle)) {
          const file = path.join(outDir, item.fileName);
          if (COMPRESSIBLE.test(item.fileName) && existsSync(file))
            sizes.set(item.fileName, precompressFile(file));
          if (item.type === 'chunk')
            chunks.push({
              fileName: item.fileName,
              name: entryName(item.facadeModuleId, item.name),
              isEntry: item.isEntry,
              isDynamicEntry: item.isDynamicEntry,
              imports: item.imports,
              css: [...(item.viteMetadata?.importedCss ?? [])],
            });
        }
        const costs = entryCosts(chunks, (fileName) => sizes.get(fileName) ?? 0, budgets);
        // BUDGET_REPORT=1 prints every entry's cost, largest first.
        if (process.env.BUDGET_REPORT)
          for (const c of [...costs].sort((a, b) => b.js - a.js))
            this.info(`${c.entry}: JS ${(c.js / 1024).toFixed(1)} KB, CSS ${(c.css / 1024).toFixed(1)} KB`);
        this.info(checkBudgets(costs));
      },
    },
    // Files Vite copies from public/ are not in the bundle.
    closeBundle() {
      if (!existsSync(outDir)) return;
      for (const file of files(outDir))
        if (COMPRESSIBLE.test(file) && !existsSync(`${file}.br`) && !existsSync(`${file}.gz`))
          precompressFile(file);
    },
  };
}
