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
import { secondaryButton } from '../../../lib/ui/classes';
import type { KeptSubmit } from './CreateEventWizard';

const CreateEventWizard = lazy(() => import('./CreateEventWizard'));

interface CreateEventContext {
  openCreateEvent: (mode?: EventType) => void;
  /** the type of a form kept from an unfinished wizard (a failed submit, a trip to buy tokens), if any */
  keptType: EventType | null;
}

const Context = createContext<CreateEventContext>({ openCreateEvent: () => undefined, keptType: null });

/** sessionStorage: the kept form survives the payment page's round trip out of the app, and dies with the tab. */
const keptFormKey = 'squad.createEvent.kept';

function storedKept(): KeptSubmit | null {
  try {
    return JSON.parse(sessionStorage.getItem(keptFormKey) ?? 'null') as KeptSubmit | null;
  } catch {
    return null;
  }
}

export function useCreateEvent(): CreateEventContext {
  return useContext(Context);
}

export function CreateEventProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<EventType | null>(null);
  // Outlives the wizard: the spec closes it after a failed submit, and nothing typed may be lost with it.
  const [kept, setKeptState] = useState<KeptSubmit | null>(storedKept);
  const setKept = useCallback((next: KeptSubmit | null) => {
    if (next) sessionStorage.setItem(keptFormKey, JSON.stringify(next));
    else sessionStorage.removeItem(keptFormKey);
    setKeptState(next);
  }, []);
  const openCreateEvent = useCallback((next: EventType = 'physical') => setMode(next), []);
  const keptType = kept?.form.type ?? null;
  const value = useMemo(() => ({ openCreateEvent, keptType }), [openCreateEvent, keptType]);
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

/** Where the wizard sent its user to buy tokens: the way back to the kept form, at the step left. */
export function ResumeCreateEvent() {
  const { openCreateEvent, keptType } = useCreateEvent();
  if (!keptType) return null;
  return (
    <section
      aria-labelledby="resume-create-event-title"
      className="flex flex-col items-start gap-2 rounded-2xl border border-violet-200 bg-violet-50 p-4 text-violet-950"
    >
      <h2 id="resume-create-event-title" className="text-lg font-bold">
        {wizardCopy.resume.title}
      </h2>
      <p>{wizardCopy.resume.body}</p>
      <button type="button" className={secondaryButton} onClick={() => openCreateEvent(keptType)}>
        {wizardCopy.resume.action}
      </button>
    </section>
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
      className="brand-gradient fixed right-[calc(1.25rem+env(safe-area-inset-right))] bottom-[calc(1.25rem+env(safe-area-inset-bottom))] z-40 inline-flex size-14 items-center justify-center rounded-full text-white shadow-lg hover:brightness-110"
    >
      <Icon name="plus" className="size-7" />
    </button>
  );
}
