// A parser for the text/event-stream format, fed chunk by chunk as they arrive from a fetch body.
export interface ServerSentEvent {
  event: string;
  data: string;
}

export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  /** Takes the next chunk of text; answers the events it completed. */
  push(chunk: string): ServerSentEvent[] {
    this.buffer += chunk;
    const lines = this.buffer.split(/\r\n|\r|\n/);
    // The last piece may be half a line: keep it for the next chunk.
    this.buffer = lines.pop() ?? '';
    const done: ServerSentEvent[] = [];
    for (const line of lines) {
      if (line === '') {
        if (this.data.length > 0) done.push({ event: this.event || 'message', data: this.data.join('\n') });
        this.event = '';
        this.data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') this.event = value;
      else if (field === 'data') this.data.push(value);
    }
    return done;
  }
}
