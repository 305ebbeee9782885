// Issue 26: every preview's last check. Rows found ready plus rows refused must be every data line of the file;
// a preview that lost one (or counted one twice) refuses the file whole with a message.
import { describe, expect, it } from 'vitest';
import { assertEveryLineCounted } from './read-table.ts';

describe('assertEveryLineCounted', () => {
  it('passes when ready and refused rows are all the data lines', () => {
    expect(() => assertEveryLineCounted({ dataLines: 5 }, { ready: 3, refused: 2 })).not.toThrow();
    expect(() => assertEveryLineCounted({ dataLines: 0 }, { ready: 0, refused: 0 })).not.toThrow();
  });

  it.each([
    ['a row lost', { ready: 3, refused: 1 }, 4],
    ['a row counted twice', { ready: 4, refused: 2 }, 6],
  ])('refuses the file with a 400 and a message when %s', (_name, counted, checked) => {
    expect(() => assertEveryLineCounted({ dataLines: 5 }, counted)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        message: `The file has 5 rows but ${checked} were checked, so none were kept. Upload it again; if this happens again, send the file to support.`,
      }),
    );
  });
});
