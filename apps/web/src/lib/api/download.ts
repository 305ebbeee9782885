// File downloads through the request layer: the body becomes a Blob with the server's file name, and the
// browser saves it. A download needs the Authorization header, so a plain link cannot do it.
import { decodeError } from './api-error.ts';

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server did not name the file. */
  filename: string | null;
}

/** The file name of a Content-Disposition header: filename*=UTF-8''… wins over filename="…". */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

export async function readFile(response: Response): Promise<DownloadedFile> {
  try {
    return {
      blob: await response.blob(),
      filename: filenameFromDisposition(response.headers.get('content-disposition')),
    };
  } catch {
    throw decodeError();
  }
}

/** Hands the file to the browser's download manager. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download manager a moment to take the file before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
