/**
 * The phone-app moment: a small dialog after the user's first join request or first event, offering what this
 * browser can still do: install the app (Chromium's own offer) and turn on phone notifications (the settings'
 * flow), or, on an iPhone or iPad in Safari, the way to the Home Screen. It renders in a root of its own, since the
 * dialog that called it is closing.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { installCopy } from '../../../copy/install';
import { notificationsCopy } from '../../../copy/notifications';
import { primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { Dialog } from '../../../lib/ui/Dialog';
import { Icon } from '../../../lib/ui/icons';
import { browserFacts, pushSupport } from '../../../lib/web-push/platform';
import { currentSubscription } from '../../../lib/web-push/subscription';
import { usePushDevice } from '../../../lib/web-push/usePushDevice';
import { markOffered, offeredBefore, whatToOffer, type PhoneAppOffer } from '../offer-rule';
import { HomeScreenGuide } from './HomeScreenGuide';

const copy = installCopy.dialog;

/** Time for the dialog that sent the request to close, and for its success toast to be read first. */
const afterActionMs = 800;

export async function offerOnce(): Promise<void> {
  if (offeredBefore(localStorage)) return;
  const support = pushSupport(browserFacts());
  const offer = whatToOffer({
    support,
    installable: window.heldInstallPrompt !== undefined,
    permission: support === 'supported' ? Notification.permission : 'default',
    subscribed: (await currentSubscription()) !== null,
  });
  if (!offer) return;
  markOffered(localStorage, new Date());
  await new Promise((resolve) => setTimeout(resolve, afterActionMs));
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const close = () =>
    setTimeout(() => {
      root.unmount();
      host.remove();
    });
  root.render(<PhoneAppDialog offer={offer} onClose={close} />);
}

interface DialogProps {
  offer: PhoneAppOffer;
  onClose: () => void;
}

function PhoneAppDialog({ offer, onClose }: DialogProps) {
  if (!offer.homeScreenGuide) return <AppOffer offer={offer} onClose={onClose} />;
  return (
    <Dialog title={installCopy.homeScreen.title} onClose={onClose} widthClass="max-w-md">
      <HomeScreenGuide />
      <div className="mt-4 flex justify-end">
        <button type="button" className={primaryButton} onClick={onClose}>
          {copy.done}
        </button>
      </div>
    </Dialog>
  );
}

function Done({ children }: { children: string }) {
  return (
    <p className="flex items-center gap-2 font-semibold text-emerald-800">
      <Icon name="check" className="size-4" />
      {children}
    </p>
  );
}

function AppOffer({ offer, onClose }: DialogProps) {
  const device = usePushDevice();
  const [install, setInstall] = useState<'offered' | 'installed' | 'dismissed'>('offered');

  async function startInstall() {
    const prompt = window.heldInstallPrompt;
    if (!prompt) return;
    // The browser shows its dialog once per offer.
    window.heldInstallPrompt = undefined;
    await prompt.prompt();
    setInstall((await prompt.userChoice).outcome === 'accepted' ? 'installed' : 'dismissed');
  }

  const notificationsPart = () => {
    if (device.state === 'on') return <Done>{copy.notificationsOn}</Done>;
    if (device.state === 'denied') return <p>{notificationsCopy.device.denied}</p>;
    const busy = device.busy !== null;
    return (
      <button
        type="button"
        className={`${primaryButton} self-start`}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) void device.turnOn();
        }}
      >
        {busy && (
          <span
            aria-hidden="true"
            className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-white/40 border-t-white align-[-2px]"
          />
        )}
        {busy ? notificationsCopy.device.turningOn : copy.notificationsButton}
      </button>
    );
  };

  return (
    <Dialog title={copy.title} onClose={onClose} widthClass="max-w-md">
      <div className="flex flex-col gap-4 text-sm text-slate-800">
        <p>{copy.body}</p>
        {offer.install && install !== 'dismissed' && (
          <div className="flex flex-col gap-2">
            <p>{copy.install}</p>
            {install === 'installed' ? (
              <Done>{copy.installed}</Done>
            ) : (
              <button
                type="button"
                className={`${primaryButton} self-start`}
                onClick={() => void startInstall()}
              >
                {copy.installButton}
              </button>
            )}
          </div>
        )}
        {offer.notifications && (
          <div className="flex flex-col gap-2">
            <p>{copy.notifications}</p>
            {notificationsPart()}
          </div>
        )}
        <div className="flex justify-end">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {install === 'installed' || device.state === 'on' ? copy.done : copy.later}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
