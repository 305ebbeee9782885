import { describe, expect, it } from 'vitest';
import { CopyBlocks, copyLine } from './copy-rows.ts';

const textOf = (blocks: Buffer[]) => Buffer.concat(blocks).toString('utf8');

describe('COPY text in blocks', () => {
  it('holds exactly the rows as COPY text, in order, across blocks and with multi-byte characters', () => {
    const rows = Array.from({ length: 400 }, (_, i) => [
      `line ${i}`,
      i % 3 === 0 ? null : i * 1_000,
      { label: 'Monthly gross ₦350,000.00', note: 'tab\there\\' },
      'x'.repeat(1_000 + (i % 7)),
    ]);
    const blocks = new CopyBlocks();
    for (const row of rows) blocks.add(row);
    const taken = blocks.take();
    expect(taken.length).toBeGreaterThan(1);
    expect(textOf(taken)).toBe(rows.map(copyLine).join(''));
    expect(blocks.size).toBe(0);
    expect(blocks.take()).toEqual([]);
  });

  it('counts the bytes gathered since the last take, and keeps a row longer than a block whole', () => {
    const blocks = new CopyBlocks();
    blocks.add(['₦', 1]);
    expect(blocks.size).toBe(Buffer.byteLength(copyLine(['₦', 1])));
    const long = 'é'.repeat(200_000);
    blocks.add([long]);
    blocks.add(['after']);
    const taken = blocks.take();
    expect(textOf(taken)).toBe(copyLine(['₦', 1]) + copyLine([long]) + copyLine(['after']));
    blocks.add(['next']);
    expect(textOf(blocks.take())).toBe(copyLine(['next']));
  });
});
