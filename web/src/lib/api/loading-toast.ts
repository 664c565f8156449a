/** One shared "Yükleniyor..." toast, shown while at least one API request is pending (DESIGN section 5). */
// eslint-disable-next-line no-restricted-imports -- its own toast, apart from the outcomes (lib/ui/toast.ts)
import toast from 'react-hot-toast';
import { commonCopy } from '../../copy/common';

const toastId = 'api-loading';
let pending = 0;

export function requestStarted(): void {
  pending += 1;
  if (pending === 1) toast.loading(commonCopy.loading, { id: toastId });
}

export function requestSettled(): void {
  pending = Math.max(0, pending - 1);
  if (pending === 0) toast.dismiss(toastId);
}
