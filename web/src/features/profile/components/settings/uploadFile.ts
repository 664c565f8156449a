/**
 * PUT of the picture straight to the presigned URL. XMLHttpRequest rather than fetch because only it reports
 * upload progress. The Content-Type must be the one the URL was signed for; the Content-Length is signed too,
 * and sending the File itself is what makes the browser send exactly that length.
 */

/** A picture is under 5 MB: a minute covers a slow mobile link without leaving the user waiting forever. */
const uploadTimeoutMs = 60_000;

export function uploadFile(
  url: string,
  file: File,
  contentType: string,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.timeout = uploadTimeoutMs;
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`Upload answered ${request.status}`));
    request.onerror = () => reject(new Error('Upload failed'));
    request.ontimeout = () => reject(new Error('Upload timed out'));
    request.send(file);
  });
}
