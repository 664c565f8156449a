/**
 * This browser's phone notifications as a switch shows them (the settings, the phone-app moment): where they stand,
 * and turning them on and off with the outcome told in a toast.
 */
import { useEffect, useState } from 'react';
import { notificationsCopy } from '../../copy/notifications';
import { failedCallMessage } from '../api/client';
import { toast } from '../ui/toast';
import { PushSetupError, subscribe, unsubscribe } from './device';
import { browserFacts, pushSupport } from './platform';
import { currentSubscription } from './subscription';

const copy = notificationsCopy.device;

export type DeviceState = 'checking' | 'unsupported' | 'iosNeedsInstall' | 'denied' | 'off' | 'on';

async function deviceState(): Promise<DeviceState> {
  const support = pushSupport(browserFacts());
  if (support !== 'supported') return support;
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

const setupProblems = {
  denied: copy.denied,
  dismissed: copy.dismissed,
  noPushService: copy.noPushService,
} as const;

export function usePushDevice() {
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);

  useEffect(() => {
    let current = true;
    deviceState().then(
      (read) => current && setState(read),
      () => current && setState('off'),
    );
    return () => {
      current = false;
    };
  }, []);

  /** Call it straight from the user's tap: the permission prompt is the first thing it does. */
  async function turnOn(): Promise<boolean> {
    setBusy('on');
    try {
      await subscribe();
      setState('on');
      toast.success(copy.turnedOn);
      return true;
    } catch (failure) {
      if (failure instanceof PushSetupError) {
        if (failure.problem === 'denied') setState('denied');
        toast.error(setupProblems[failure.problem]);
      } else {
        console.warn('Turning on phone notifications failed', failure);
        toast.error(failedCallMessage(failure, copy.turnOnFailed));
      }
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function turnOff(): Promise<void> {
    setBusy('off');
    try {
      await unsubscribe();
      setState('off');
      toast.success(copy.turnedOff);
    } catch (failure) {
      console.warn('Turning off phone notifications failed', failure);
      toast.error(failedCallMessage(failure, copy.turnOffFailed));
    } finally {
      setBusy(null);
    }
  }

  return { state, busy, turnOn, turnOff };
}
