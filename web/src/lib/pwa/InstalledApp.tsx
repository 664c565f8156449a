/**
 * What the installed app adds to every page: the offline banner, the new version's prompt, and the navigations a
 * tapped notification asks for. A chunk of its own, loaded after the page (./InstalledAppSlot.tsx).
 */
import { offlineBannerCopy, updateCopy } from '../../copy/pwa';
import { secondaryButton } from '../ui/classes';
import { useOnline } from './offline';
import { useWaitingVersion } from './service-worker';
import { useWorkerNavigation } from './useWorkerNavigation';

export default function InstalledApp() {
  const online = useOnline();
  const applyUpdate = useWaitingVersion();
  useWorkerNavigation();
  return (
    <>
      {/* Always there, so a screen reader announces the words when they appear. */}
      <div role="status">
        {!online && (
          <p className="bg-amber-100 px-[max(1rem,env(safe-area-inset-left))] pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 text-center text-sm font-medium text-amber-950">
            {offlineBannerCopy}
          </p>
        )}
      </div>
      {applyUpdate && (
        <div
          role="alert"
          className="fixed inset-x-3 bottom-[calc(0.75rem+env(safe-area-inset-bottom))] z-[1100] mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-slate-900 p-3 pl-4 text-sm font-medium text-white shadow-xl"
        >
          <span>{updateCopy.ready}</span>
          <button type="button" className={`${secondaryButton} shrink-0`} onClick={applyUpdate}>
            {updateCopy.reload}
          </button>
        </div>
      )}
    </>
  );
}
