// What the bulk bills preview is sent of a chosen file: a CSV's text, or an XLSX workbook's bytes in base64 (the
// server reads its first sheet through the same checks).
export async function billFileBody(file: File): Promise<{ csv: string } | { xlsx: string }> {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return { csv: await file.text() };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: spreading a whole workbook into one call would overflow the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { xlsx: btoa(binary) };
}
