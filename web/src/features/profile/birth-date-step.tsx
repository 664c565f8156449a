/**
 * The birth-date step around an adult's action (a join request, a hosted event, a purchase): when the API refuses it
 * with BIRTH_DATE_REQUIRED, the step asks for the date once, saves it, and the action is tried again, once. Any other
 * answer, an UNDERAGE refusal included, reaches the caller as it came. The dialog is a chunk of its own, fetched only
 * when someone is asked.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { adultRefusals } from '@contracts/refusals';
import { ApiError } from '../../lib/api/client';
import { DialogFallback } from '../../lib/ui/DialogFallback';
import { birthDateCopy } from '../../copy/birth-date';

const LazyBirthDateDialog = lazy(() => import('./components/birth-date/BirthDateDialog'));

const birthDateRequired: keyof typeof adultRefusals = 'BIRTH_DATE_REQUIRED';

export interface BirthDateStep {
  /** runs `action`; after a BIRTH_DATE_REQUIRED refusal, asks for the date and runs it once more if it was saved */
  withBirthDate: <T>(action: () => Promise<T>) => Promise<T>;
  /** the step's dialog while it is open: render it beside the form that started the action */
  dialog: ReactNode;
}

export function useBirthDateStep(): BirthDateStep {
  const [answer, setAnswer] = useState<((saved: boolean) => void) | null>(null);

  async function withBirthDate<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.reason === birthDateRequired)) throw failure;
      const saved = await new Promise<boolean>((resolve) => setAnswer(() => resolve));
      setAnswer(null);
      if (!saved) throw failure;
      return action();
    }
  }

  const dialog = answer && (
    <Suspense fallback={<DialogFallback label={birthDateCopy.loading} />}>
      <LazyBirthDateDialog onDone={answer} />
    </Suspense>
  );
  return { withBirthDate, dialog };
}
