// A latency probe in its own process: GETs a URL back to back on one connection until the parent says "stop" (or
// `seconds` pass), then sends its latencies (ms) back and exits. Kept apart from the process that makes the load, so
// the load's own work (building and sending request bodies) never counts as the server's latency.
//   fork('bench/lib/latency-probe.mjs', [url, seconds?])
const [url, seconds] = process.argv.slice(2);
// One request first, not counted: a new process's first fetch loads the HTTP client and opens the connection (~50
// ms), which is this process's start, not the server's answer.
await (await fetch(url)).arrayBuffer();
const end = seconds ? performance.now() + Number(seconds) * 1000 : Number.POSITIVE_INFINITY;
const latencies = [];
let failures = 0;
let stopped = false;
process.on('message', (message) => {
  if (message === 'stop') stopped = true;
});
while (!stopped && performance.now() < end) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) failures += 1;
  latencies.push(performance.now() - started);
}
process.send({ latencies, failures }, () => process.exit(0));
