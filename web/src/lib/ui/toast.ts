/**
 * The toasts that tell the outcome of what the user just did. They share one id, so a new outcome replaces the
 * one on screen instead of stacking beside it ("code not sent" never stays beside "code sent"). The API's
 * "Yükleniyor..." toast has its own id (lib/api/loading-toast.ts).
 */
import type { ToastOptions } from 'react-hot-toast';
import { loadToastLibrary } from './toast-library';

const outcomeId = 'outcome';

type OutcomeOptions = Pick<ToastOptions, 'duration'>;

function raise(kind: 'success' | 'error', message: string, options?: OutcomeOptions): void {
  loadToastLibrary().then(
    ({ default: hotToast }) => hotToast[kind](message, { ...options, id: outcomeId }),
    (error: unknown) => console.error(`The toast "${message}" could not be shown`, error),
  );
}

export const toast = {
  success: (message: string, options?: OutcomeOptions) => raise('success', message, options),
  error: (message: string, options?: OutcomeOptions) => raise('error', message, options),
};
