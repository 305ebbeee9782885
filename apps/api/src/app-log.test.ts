import { describe, expect, it } from 'vitest';
import { responseLogLevel, SLOW_REQUEST_MS } from './app.ts';

describe('the request log line', () => {
  it('is a warning once an answer took SLOW_REQUEST_MS, so servers logging warnings only still show it', () => {
    expect(responseLogLevel(SLOW_REQUEST_MS - 1, 'application/json')).toBe('info');
    expect(responseLogLevel(SLOW_REQUEST_MS, 'application/json')).toBe('warn');
    expect(responseLogLevel(SLOW_REQUEST_MS * 10, undefined)).toBe('warn');
  });

  it('stays information for an event stream, which is open for as long as its page', () => {
    expect(responseLogLevel(60_000, 'text/event-stream')).toBe('info');
  });
});
