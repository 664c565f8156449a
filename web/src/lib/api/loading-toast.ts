/**
 * One shared "Yükleniyor..." toast, shown while at least one API request is pending (DESIGN section 5). It never
 * asks for the toast library itself: the first screen's requests show their own loading states until it is here
 * (lib/ui/toast-library.ts), and one still pending then gets the toast.
 */
import { toastLibraryLoaded, type ToastLibrary } from '../ui/toast-library';
import { commonCopy } from '../../copy/common';

const toastId = 'api-loading';
let pending = 0;

function showWhilePending({ default: hotToast }: ToastLibrary): void {
  if (pending > 0) hotToast.loading(commonCopy.loading, { id: toastId });
  else hotToast.dismiss(toastId);
}

export function requestStarted(): void {
  pending += 1;
  if (pending === 1) void toastLibraryLoaded.then(showWhilePending);
}

export function requestSettled(): void {
  pending = Math.max(0, pending - 1);
  if (pending === 0) void toastLibraryLoaded.then(showWhilePending);
}
