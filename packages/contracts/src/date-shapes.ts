// The shapes the one date and time rule (issue 29, date-format.ts) rules out: days are '28 Nov 2026', moments
// '28 Nov 2026, 07:01' and pay periods 'Nov 2026' — never 28/11/2026, 2026-12-01, 2026-11,
// 'Tue, 01 Dec 2026 06:01:49 GMT' or a US month-first date. Tests scan what a user reads (pages, emails, PDFs)
// with it; it lives here so the browser journeys and the API tests share one list.

/** Date shapes a screen, email or PDF must not show, each with a name for the failure message. */
export const OTHER_DATE_SHAPES: ReadonlyArray<readonly [string, RegExp]> = [
  ['dd/mm/yyyy or mm/dd/yyyy', /(?<![\w/])\d{1,2}\/\d{1,2}\/\d{2,4}(?![\w/])/],
  ['ISO day (2026-12-01)', /(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/],
  ['ISO month (2026-11)', /(?<![\w-])\d{4}-(0[1-9]|1[0-2])(?![\w-])/],
  ['weekday first (Tue, 01 Dec)', /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}/],
  ['GMT or UTC time', /\d{2}:\d{2}(:\d{2})? (GMT|UTC)\b/],
  ['zero-padded day (01 Dec 2026)', /(?<!\d)0\d [A-Z][a-z]{2} \d{4}/],
  ['month first (Nov 28, 2026)', /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}/],
  ['12-hour time (7:01 AM)', /\b\d{1,2}:\d{2}(:\d{2})?\s?(am|pm|AM|PM)\b/],
  ['time with seconds (07:01:49)', /(?<![\d:])\d{2}:\d{2}:\d{2}(?![\d:])/],
  [
    'month written out or as Sept (September 2026, Sept 2026)',
    /\b(January|February|March|April|June|July|August|September|October|November|December|Sept) \d{4}\b/,
  ],
];

/** The shapes found in `text`, each named with the text around its first match. */
export function otherDateShapes(text: string): string[] {
  const found: string[] = [];
  for (const [name, shape] of OTHER_DATE_SHAPES) {
    const match = new RegExp(shape.source, 'g').exec(text);
    if (match)
      found.push(
        `${name}: "…${text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 10)}…"`,
      );
  }
  return found;
}
