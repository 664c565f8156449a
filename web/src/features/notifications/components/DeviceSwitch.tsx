/**
 * "Bu cihazda telefon bildirimleri": subscribes this browser to phone notifications, or ends its subscription.
 * Where it cannot (no Web Push in this browser, a permission refused) it says why and how; on an iPhone or iPad in
 * Safari it shows the way to the Home Screen instead, the only place iOS gives Web Push.
 */
import { useId } from 'react';
import { notificationsCopy } from '../../../copy/notifications';
import { usePushDevice } from '../../../lib/web-push/usePushDevice';
import { HomeScreenGuide } from '../../install';
import { Switch } from './Switch';

const copy = notificationsCopy.device;

export function DeviceSwitch({ onTurnedOn }: { onTurnedOn: () => void }) {
  const { state, busy, turnOn, turnOff } = usePushDevice();
  const noteId = useId();
  const note = state === 'unsupported' ? copy.unsupported : state === 'denied' ? copy.denied : copy.hint;

  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3" aria-busy={busy !== null}>
      <div className="flex min-h-7 items-center justify-between gap-3">
        <span className="text-sm font-semibold text-slate-900">{copy.label}</span>
        {state !== 'unsupported' && state !== 'iosNeedsInstall' && (
          <span className="flex items-center gap-2">
            <span role="status" className="text-xs font-medium text-slate-700 empty:hidden">
              {busy === 'on' ? copy.turningOn : busy === 'off' ? copy.turningOff : ''}
            </span>
            <Switch
              on={busy ? busy === 'on' : state === 'on'}
              label={copy.label}
              describedBy={noteId}
              busy={busy !== null}
              disabled={state === 'checking' || state === 'denied'}
              onToggle={() => {
                if (state === 'on') void turnOff();
                else void turnOn().then((on) => on && onTurnedOn());
              }}
            />
          </span>
        )}
      </div>
      {state === 'iosNeedsInstall' ? (
        <HomeScreenGuide />
      ) : (
        <p id={noteId} className="text-xs text-slate-700">
          {note}
        </p>
      )}
    </div>
  );
}
