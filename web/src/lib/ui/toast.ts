/**
 * The toasts that tell the outcome of what the user just did. They share one id, so a new outcome replaces the
 * one on screen instead of stacking beside it ("code not sent" never stays beside "code sent"). The API's
 * "Yükleniyor..." toast has its own id (lib/api/loading-toast.ts).
 */
// eslint-disable-next-line no-restricted-imports -- the one module that raises outcome toasts
import hotToast, { type ToastOptions } from 'react-hot-toast';

const outcomeId = 'outcome';

type OutcomeOptions = Pick<ToastOptions, 'duration'>;

export const toast = {
  success: (message: string, options?: OutcomeOptions) =>
    hotToast.success(message, { ...options, id: outcomeId }),
  error: (message: string, options?: OutcomeOptions) =>
    hotToast.error(message, { ...options, id: outcomeId }),
};
