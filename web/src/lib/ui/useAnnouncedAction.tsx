/**
 * An action a button starts, told as it goes: which action runs (a card may have several), and its outcome in a
 * polite live region for screen readers beside a toast. A failure says the server's words, or `failed` for a
 * timeout or a lost connection (`failedCallMessage`).
 */
import { useState } from 'react';
import { failedCallMessage } from '../api/client';
import { toast } from './toast';

interface ActionWords {
  /** said while the action runs, if anything */
  readonly pending?: string;
  readonly failed: string;
  /** false: success is only announced (a download the browser shows on its own) */
  readonly toastSuccess?: boolean;
}

export function useAnnouncedAction<Kind extends string = 'act'>({
  pending,
  failed,
  toastSuccess = true,
}: ActionWords) {
  const [busy, setBusy] = useState<Kind | null>(null);
  const [announcement, setAnnouncement] = useState('');

  /** Runs `run`, whose answer is the success message. */
  async function act(kind: Kind, run: () => Promise<string>): Promise<void> {
    setBusy(kind);
    if (pending) setAnnouncement(pending);
    try {
      const message = await run();
      if (toastSuccess) toast.success(message);
      setAnnouncement(message);
    } catch (failure) {
      const message = failedCallMessage(failure, failed);
      toast.error(message);
      setAnnouncement(message);
    } finally {
      setBusy(null);
    }
  }

  return { busy, announcement, setAnnouncement, act };
}

/** The polite live region an action's outcome is said in; empty, it takes no room. */
export function LiveStatus({ children }: { children: string }) {
  return (
    <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 empty:hidden">
      {children}
    </p>
  );
}
