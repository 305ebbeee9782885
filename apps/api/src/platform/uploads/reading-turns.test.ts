// Issue 26: one file at a time per business, a bounded number at once in the process, and refusals (429) rather
// than an unbounded queue.
import { describe, expect, it } from 'vitest';
import { BUSINESS_FILES_WAITING, createReadingTurns, READERS_BUSY } from './reading-turns.ts';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('reading turns', () => {
  it("reads a business's files one at a time, while other businesses read theirs", async () => {
    const turns = createReadingTurns({ running: 2, waiting: 8, perBusiness: 3 });
    const started: string[] = [];
    const first = gate();
    const work = (name: string, until: Promise<void>) => () => {
      started.push(name);
      return until.then(() => name);
    };
    const a1 = turns.run('a', work('a1', first.opened));
    const a2 = turns.run('a', work('a2', Promise.resolve()));
    const b1 = turns.run('b', work('b1', Promise.resolve()));
    await tick();
    expect(started).toEqual(['a1', 'b1']);
    expect(await b1).toBe('b1');
    expect(started).toEqual(['a1', 'b1']);
    first.open();
    expect(await Promise.all([a1, a2])).toEqual(['a1', 'a2']);
    expect(started).toEqual(['a1', 'b1', 'a2']);
    expect(turns.busy).toEqual({ running: 0, admitted: 0 });
  });

  it('runs at most `running` files at once and hands each turn on', async () => {
    const turns = createReadingTurns({ running: 2, waiting: 8, perBusiness: 3 });
    let now = 0;
    let most = 0;
    const gates = Array.from({ length: 6 }, gate);
    const runs = gates.map((g, i) =>
      turns.run(`business-${i}`, async () => {
        now += 1;
        most = Math.max(most, now);
        await g.opened;
        now -= 1;
      }),
    );
    await tick();
    expect(now).toBe(2);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(most).toBe(2);
    expect(turns.busy).toEqual({ running: 0, admitted: 0 });
  });

  it('refuses a business past its waiting files, and anyone past the waiting room, with 429', async () => {
    const turns = createReadingTurns({ running: 1, waiting: 3, perBusiness: 2 });
    const hold = gate();
    const held = [turns.run('a', () => hold.opened), turns.run('a', () => hold.opened)];
    await expect(turns.run('a', async () => {})).rejects.toMatchObject({
      statusCode: 429,
      message: BUSINESS_FILES_WAITING,
    });
    held.push(
      turns.run('b', () => hold.opened),
      turns.run('c', () => hold.opened),
    );
    await expect(turns.run('d', async () => {})).rejects.toMatchObject({
      statusCode: 429,
      message: READERS_BUSY,
    });
    hold.open();
    await Promise.all(held);
    await expect(turns.run('d', async () => 'read')).resolves.toBe('read');
  });

  it('a failing file hands its turn on', async () => {
    const turns = createReadingTurns({ running: 1, waiting: 2, perBusiness: 2 });
    await expect(turns.run('a', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(turns.run('a', async () => 'next')).resolves.toBe('next');
    expect(turns.busy).toEqual({ running: 0, admitted: 0 });
  });
});
