import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download.ts';

describe('downloaded file names', () => {
  it('reads filename="…" from Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="audit-logs-2026-05-01.csv"')).toBe(
      'audit-logs-2026-05-01.csv',
    );
    expect(filenameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
  });

  it('prefers the UTF-8 form and gives null when there is no name', () => {
    expect(filenameFromDisposition('attachment; filename="a.csv"; filename*=UTF-8\'\'L%C3%A9kki.csv')).toBe(
      'Lékki.csv',
    );
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
