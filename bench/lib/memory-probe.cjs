// Preloaded into a benched server (NODE_OPTIONS=--require): every 25 ms, one JSON line of the process's memory
// (RSS, V8 heap, old generation, external) and the most bytes any HTTP response held unsent since the last line,
// into `${MEMORY_PROBE_FILE}.${pid}`. Only the main thread writes (tsx's loader thread runs preloads too).
const { isMainThread } = require('node:worker_threads');

if (isMainThread && process.env.MEMORY_PROBE_FILE) {
  const fs = require('node:fs');
  const http = require('node:http');
  const v8 = require('node:v8');
  let unsent = 0;
  const write = http.ServerResponse.prototype.write;
  http.ServerResponse.prototype.write = function probedWrite(...args) {
    const accepted = write.apply(this, args);
    unsent = Math.max(unsent, this.writableLength + (this.socket ? this.socket.writableLength : 0));
    return accepted;
  };
  const fd = fs.openSync(`${process.env.MEMORY_PROBE_FILE}.${process.pid}`, 'w');
  setInterval(() => {
    const m = process.memoryUsage();
    const old = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space');
    const line = { t: Date.now(), rss: m.rss, heapUsed: m.heapUsed, old: old ? old.space_used_size : 0 };
    fs.writeSync(fd, `${JSON.stringify({ ...line, external: m.external, unsent })}\n`);
    unsent = 0;
  }, 25).unref();
}
