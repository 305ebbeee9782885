// Every export and receipt of the app downloads through here: 'Downloading Data...' (spec §8) shows once however
// often the button is pressed, stays while the file is on its way, and goes when it is saved or has failed (a
// failure says why in its own error toast).
import { notifications } from '@mantine/notifications';
import { type DownloadedFile, type RequestOptions, request, saveFile } from '../lib/api/index.ts';
import { DOWNLOADING_DATA } from './copy.ts';
import { showToast } from './toast.tsx';

const DOWNLOADING_TOAST_ID = 'downloading-data';
/** A fast download still shows the toast this long, so it reads as a message rather than a flicker. */
const SHOWN_AT_LEAST_MS = 1200;
let inFlight = 0;
let shownAt = 0;

export async function downloadFile(
  options: Omit<RequestOptions, 'responseType'> | (() => Promise<DownloadedFile>),
  fallbackName: string,
): Promise<void> {
  if (inFlight++ === 0) {
    shownAt = Date.now();
    showToast({ kind: 'info', message: DOWNLOADING_DATA, id: DOWNLOADING_TOAST_ID, autoClose: false });
  }
  try {
    const file =
      typeof options === 'function'
        ? await options()
        : await request<DownloadedFile>({ ...options, responseType: 'file' });
    saveFile(file, fallbackName);
  } finally {
    inFlight--;
    setTimeout(
      () => {
        if (inFlight === 0) notifications.hide(DOWNLOADING_TOAST_ID);
      },
      Math.max(0, shownAt + SHOWN_AT_LEAST_MS - Date.now()),
    );
  }
}
