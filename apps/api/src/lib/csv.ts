// CSV cells for exports. Cells that a spreadsheet would run as a formula are prefixed with a quote.
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
