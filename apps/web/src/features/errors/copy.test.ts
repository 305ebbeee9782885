import { describe, expect, it } from 'vitest';
import { ERRORS_COPY } from './copy.ts';

describe('error page texts (spec §1, §2.5)', () => {
  it('the 404 page says the spec’s sentence and offers Exit', () => {
    expect(ERRORS_COPY.notFound).toBe(
      'Oops! It seems like the page you are looking for, is not available! Please try again or go back to home.',
    );
    expect(ERRORS_COPY.exit).toBe('Exit');
  });

  it("a framed app is headed 'FAKE WEBSITE DETECTED'", () => {
    expect(ERRORS_COPY.fakeWebsiteHeading).toBe('FAKE WEBSITE DETECTED');
  });
});
