// One date and time rule (issue 29): every page of the spec's routes, reached by clicking from the dashboard, shows
// days as '28 Nov 2026', moments as '28 Nov 2026, 07:01' and pay periods as 'Nov 2026' — never 28/11/2026,
// 2026-12-01, 2026-11, 'Tue, 01 Dec 2026 06:01:49 GMT' or a US month-first date. Forms pick days in Mantine's
// calendar, not the browser's native mm/dd/yyyy input.
//
// The pages are scanned during the owner's walk at 1440 px in nav-click-walk.spec.ts (support/click-walk.ts), which
// reaches every page of the spec's routes by clicking: the app is walked once for both rules, which keeps the suite
// within its time. This file checks the scan itself tells the app's format from the others.
import { otherDateShapes } from '../support/date-shapes.ts';
import { expect, test } from '../support/fixtures.ts';

test('the scan itself tells the app’s format from the others', () => {
  for (const good of [
    '28 Nov 2026',
    '28 Nov 2026, 07:01',
    'Nov 2026',
    'INV-2026-000123',
    '₦1,234.56',
    '1 Dec 2026',
    'due by 31 January of the next year',
  ])
    expect(otherDateShapes(good), good).toEqual([]);
  for (const bad of [
    '28/11/2026',
    '2026-12-01',
    'Period 2026-11',
    'Tue, 01 Dec 2026 06:01:49 GMT',
    'Nov 28, 2026',
    '7:01 AM',
    '01 Dec 2026',
    'Sept 2026',
    'September 2026',
  ])
    expect(otherDateShapes(bad), bad).not.toEqual([]);
});
