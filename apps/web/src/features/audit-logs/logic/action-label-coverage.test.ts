// Every action code the API writes to the audit log has words in the catalogue, so a new event never shows as its
// code split at the dots. The codes are read from the API source: the literal passed to an audit call or set as an
// event's `action`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isNamedAction } from './action-label.ts';

const API_SRC = join(import.meta.dirname, '../../../../../api/src');
const CODE = `'([a-z][a-z0-9-]*(?:\\.[a-z0-9-]+)+)'`;
const WRITES = [
  new RegExp(`audit\\w*\\([^;]{0,120}?${CODE}`, 'g'),
  new RegExp(`action: ${CODE}`, 'g'),
  // `id ? 'x.update' : 'x.create'` and `action: before ? 'x.update' : 'x.create'`: both of the pair
  new RegExp(`(?:id|action: \\w+) \\? ${CODE} : ${CODE}`, 'g'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function writtenCodes(): string[] {
  const codes = new Set<string>();
  for (const file of sourceFiles(API_SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of WRITES)
      for (const match of text.matchAll(pattern))
        for (const code of match.slice(1)) if (code) codes.add(code);
  }
  return [...codes].sort();
}

describe('the audit catalogue covers the API', () => {
  it('names every action code the API writes', () => {
    const codes = writtenCodes();
    expect(codes.length).toBeGreaterThan(100);
    expect(codes.filter((code) => !isNamedAction(code))).toEqual([]);
  });
});
