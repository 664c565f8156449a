import { saveBlob } from '../../lib/save-file';

/** Saves data the app already holds as a file, with no second request. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
