/**
 * Opens the create-event wizard from anywhere in the dashboard: the header's Create Event, the phone menu and the
 * dashboards' floating +. The wizard itself is a lazy chunk, loaded on first open.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { EventType } from '@contracts/events';
import { Icon } from '../../../lib/ui/icons';
import { commonCopy } from '../../../copy/common';
import { wizardCopy } from '../../../copy/wizard';
import type { KeptSubmit } from './CreateEventWizard';

const CreateEventWizard = lazy(() => import('./CreateEventWizard'));

interface CreateEventContext {
  openCreateEvent: (mode?: EventType) => void;
}

const Context = createContext<CreateEventContext>({ openCreateEvent: () => undefined });

export function useCreateEvent(): CreateEventContext {
  return useContext(Context);
}

export function CreateEventProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<EventType | null>(null);
  // Outlives the wizard: the spec closes it after a failed submit, and nothing typed may be lost with it.
  const [kept, setKept] = useState<KeptSubmit | null>(null);
  const openCreateEvent = useCallback((next: EventType = 'physical') => setMode(next), []);
  const value = useMemo(() => ({ openCreateEvent }), [openCreateEvent]);
  return (
    <Context.Provider value={value}>
      {children}
      {mode && (
        <Suspense
          fallback={
            <div
              role="status"
              className="fixed inset-0 z-[1000] grid place-items-center bg-slate-900/40 text-white"
            >
              {commonCopy.loading}
            </div>
          }
        >
          <CreateEventWizard initialType={mode} kept={kept} onKeep={setKept} onClose={() => setMode(null)} />
        </Suspense>
      )}
    </Context.Provider>
  );
}

export function FloatingCreateButton({ mode }: { mode: EventType }) {
  const { openCreateEvent } = useCreateEvent();
  return (
    <button
      type="button"
      onClick={() => openCreateEvent(mode)}
      aria-label={wizardCopy.title}
      title={wizardCopy.title}
      className="brand-gradient fixed right-5 bottom-5 z-40 inline-flex size-14 items-center justify-center rounded-full text-white shadow-lg hover:brightness-110"
    >
      <Icon name="plus" className="size-7" />
    </button>
  );
}
