// .env.example names every setting the server reads, and nothing it does not: a newcomer configures from it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config.ts';

const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
/** Every NAME= at the start of a line, set or commented out (`# NAME=…` is an optional setting shown unset). */
const named = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);

describe('.env.example', () => {
  it('lists each setting of the config once, and only those', () => {
    expect([...new Set(named)].sort()).toEqual(Object.keys(configSchema.shape).sort());
    expect(named.length).toBe(new Set(named).size);
  });
});
