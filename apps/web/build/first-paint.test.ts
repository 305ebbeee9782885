import { describe, expect, it } from 'vitest';
import { type BuiltChunk, pageStyles } from './first-paint.ts';

describe("a first paint's stylesheets", () => {
  const chunk = (
    facadeModuleId: string | null,
    imports: string[],
    css: string[],
    isEntry = false,
  ): BuiltChunk => ({
    type: 'chunk',
    facadeModuleId,
    isEntry,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  const bundle: Record<string, BuiltChunk> = {
    'assets/index.js': chunk('/app/index.html', ['assets/web.js'], [], true),
    'assets/web.js': chunk(null, [], ['assets/web.css']),
    'assets/shell.js': chunk(null, ['assets/web.js', 'assets/table.js'], ['assets/shell.css']),
    'assets/table.js': chunk(null, ['assets/shell.js'], ['assets/table.css']),
    'assets/page.js': chunk('/app/src/page.tsx', ['assets/shell.js', 'assets/web.js'], ['assets/page.css']),
    'assets/web.css': { type: 'asset' },
  };

  it("are everything the page's module imports statically, less what the entry links", () => {
    expect(pageStyles(bundle, '/app', 'src/page.tsx').sort()).toEqual([
      '/assets/page.css',
      '/assets/shell.css',
      '/assets/table.css',
    ]);
  });

  it('fail the build for a page the build does not hold', () => {
    expect(() => pageStyles(bundle, '/app', 'src/gone.tsx')).toThrow(/not in the build/);
  });
});
