import { offlineSectionCopy } from '../../copy/pwa';

/** In place of a part of the page that could not load because the device is offline. */
export function OfflineNote() {
  return (
    <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">
      {offlineSectionCopy}
    </p>
  );
}
