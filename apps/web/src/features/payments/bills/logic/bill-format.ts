// How bills show on screen: a prepaid token in groups of four, and a bulk bills CSV template.

/** 12345678901234567890 → 1234-5678-9012-3456-7890, as meters and receipts show a token. */
export const groupedToken = (token: string) => token.replace(/(\d{4})(?=\d)/g, '$1-');

/** Spec §3: a CSV's column names are lower-cased on their first letter. */
export function csvTemplate(columns: readonly string[], example: readonly string[]): string {
  return `${columns.join(',')}\n${example.join(',')}\n`;
}
