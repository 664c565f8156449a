/** Hands a Blob to the browser as a download under `fileName`, behind a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download before the browser has read the Blob.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
