// A draw's reads (first-paint.ts): one refused token is counted per draw, however many reads the page makes.
import { describe, expect, it } from 'vitest';
import { type FirstPaintRead, gatedByFirstRead } from './first-paint.ts';

function api(status: (url: string) => number) {
  const asked: string[] = [];
  const read: FirstPaintRead = async (url) => {
    asked.push(url);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { status: status(url), headers: {}, body: '{}' };
  };
  return { asked, read };
}

const urls = Array.from({ length: 9 }, (_, i) => `/api/read-${i}`);

describe("a draw's reads", () => {
  it('ask the API once when it refuses the token: the others answer the same 401', async () => {
    const { asked, read } = api(() => 401);
    const gated = gatedByFirstRead(read);
    const answers = await Promise.all(urls.map((url) => gated(url, {})));
    expect(asked).toEqual([urls[0]]);
    expect(answers.map((a) => a.status)).toEqual(urls.map(() => 401));
  });

  it('all go to the API once the first is answered with anything but a refusal, a 404 included', async () => {
    const { asked, read } = api((url) => (url === urls[0] ? 404 : 200));
    const gated = gatedByFirstRead(read);
    const answers = await Promise.all(urls.map((url) => gated(url, {})));
    expect([...asked].sort()).toEqual([...urls].sort());
    expect(answers.map((a) => a.status)).toEqual([404, ...urls.slice(1).map(() => 200)]);
  });

  it('all go to the API when the first read failed to answer', async () => {
    let calls = 0;
    const gated = gatedByFirstRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('no answer');
      return { status: 200, headers: {}, body: '{}' };
    });
    await expect(gated(urls[0]!, {})).rejects.toThrow('no answer');
    expect((await gated(urls[1]!, {})).status).toBe(200);
  });
});
