// Where a page load's main-thread time goes: a CDP CPU profile's self time, each sample mapped through the built
// app's source maps to the file it came from, summed by package (node_modules) or by source folder of the app, with
// the browser's own work ((program): parsing, style, layout, paint; (garbage collector)) beside it. Idle is left out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A source file's bucket: `react-dom`, `@mantine/core`, `packages/contracts`, `src/features/dashboard`. */
function bucketOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const pkg = /packages\/[^/]+/.exec(source);
  if (pkg) return pkg[0];
  const src = source.indexOf('src/');
  if (src >= 0) return path.dirname(source.slice(src)).split('/').slice(0, 3).join('/');
  return source;
}

/** Self milliseconds by bucket, largest first, and the total of the non-idle samples. */
export function summarizeProfile(profile: CpuProfile, webDist: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  const consumer = (url: string) => {
    const file = new URL(url).pathname;
    if (!maps.has(file)) {
      try {
        maps.set(
          file,
          new SourceMapConsumer(JSON.parse(readFileSync(path.join(webDist, `${file}.map`), 'utf8'))),
        );
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file);
  };
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const buckets = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const frame = byNode.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    let bucket = frame.functionName.startsWith('(') ? frame.functionName : frame.url || '(native)';
    if (frame.url.startsWith('http')) {
      const map = consumer(frame.url);
      const position = { line: frame.lineNumber + 1, column: frame.columnNumber };
      // A function's start may sit just before its first mapped token: then the next mapping names its file.
      const at =
        map?.originalPositionFor(position).source ??
        map?.originalPositionFor({ ...position, bias: SourceMapConsumer.LEAST_UPPER_BOUND }).source;
      bucket = at ? bucketOf(at) : new URL(frame.url).pathname;
    }
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
    total += ms;
  });
  return { totalMs: total, buckets: [...buckets].sort((a, b) => b[1] - a[1]) };
}
