import { describe, expect, it } from 'vitest';
import { SseParser } from './sse.ts';

describe('server-sent events parser', () => {
  it('reads named events with their data, skipping comments and retry lines', () => {
    const parser = new SseParser();
    expect(parser.push('retry: 5000\n\n: keep-alive\n\nevent: unread\ndata: {"unread":3}\n\n')).toEqual([
      { event: 'unread', data: '{"unread":3}' },
    ]);
  });

  it('joins events split across chunks, and CRLF line ends', () => {
    const parser = new SseParser();
    expect(parser.push('event: unr')).toEqual([]);
    expect(parser.push('ead\r\ndata: {"unread"')).toEqual([]);
    expect(parser.push(':7}\r\n\r\ndata: a\ndata: b\n\n')).toEqual([
      { event: 'unread', data: '{"unread":7}' },
      { event: 'message', data: 'a\nb' },
    ]);
  });
});
