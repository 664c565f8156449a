import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Where a screen that finishes a flow by itself (verification link, Google callback) stands. */
export type Outcome =
  | { state: 'loading' }
  | { state: 'success' }
  | { state: 'error'; message: string; redirectMs: number; target?: string };

/** `target`: where this error leads, when not the screen's usual error target. */
export function outcomeError(message: string, redirectMs: number, target?: string): Outcome {
  return { state: 'error', message, redirectMs, target };
}

/**
 * Once the outcome is known the screen moves on by itself (spec section 9 delays): to `successTarget` after
 * `successDelayMs`, or to the error's own target (else `errorTarget`) after the delay the error carries.
 */
export function useOutcomeRedirect(
  outcome: Outcome,
  successTarget: string,
  successDelayMs: number,
  errorTarget: string,
): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (outcome.state === 'loading') return;
    const [target, delay] =
      outcome.state === 'success'
        ? [successTarget, successDelayMs]
        : [outcome.target ?? errorTarget, outcome.redirectMs];
    const timer = setTimeout(() => navigate(target), delay);
    return () => clearTimeout(timer);
  }, [outcome, navigate, successTarget, successDelayMs, errorTarget]);
}
