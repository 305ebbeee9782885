import { describe, expect, it } from 'vitest';
import { returnOrigin } from './return-origin.ts';

const local = { PUBLIC_URL: 'http://localhost:3000', ALLOWED_ORIGINS: '' };

describe('the origin a card checkout returns to', () => {
  it('is the loopback address the payment started from, on the same port', () => {
    expect(returnOrigin('http://127.0.0.1:3000', local)).toBe('http://127.0.0.1:3000');
    expect(returnOrigin('http://localhost:3000', local)).toBe('http://localhost:3000');
  });

  it('is an allow-listed origin, and PUBLIC_URL for anything else', () => {
    const config = { PUBLIC_URL: 'https://app.paydesk.ng', ALLOWED_ORIGINS: 'https://paydesk.ng, bad value' };
    expect(returnOrigin('https://paydesk.ng', config)).toBe('https://paydesk.ng');
    expect(returnOrigin('https://evil.example', config)).toBe('https://app.paydesk.ng');
    expect(returnOrigin('http://127.0.0.1:3000', config)).toBe('https://app.paydesk.ng');
    expect(returnOrigin('http://127.0.0.1:4000', local)).toBe('http://localhost:3000');
    expect(returnOrigin('javascript:alert(1)', local)).toBe('http://localhost:3000');
    expect(returnOrigin(undefined, local)).toBe('http://localhost:3000');
  });
});
