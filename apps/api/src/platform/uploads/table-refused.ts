// Why an uploaded table was refused, as the reader (in its worker) says it: a kind and the message the member
// reads. It crosses the worker boundary as plain data; read-table.ts turns it into the API's 4xx.
export type RefusalKind =
  /** Not a CSV or XLSX, or a broken one. */
  | 'unreadable'
  /** Unpacks to more than the uncompressed limit, or needs more memory or time than a file may take. */
  | 'too-big'
  /** More data rows than the upload takes. */
  | 'too-many-rows'
  /** Not UTF-8 text. */
  | 'encoding'
  /** Broken quoting, or fewer rows read than the file has lines. */
  | 'malformed';

export class TableRefused extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
    this.name = 'TableRefused';
  }
}
