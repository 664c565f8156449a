import { useEffect, useState } from 'react';

export const progressStep = 10;
export const progressIntervalMs = 100;

/** Spec section 4: progress rises by 10 every 100 ms up to 100 while `running`. */
export function useProgress(running: boolean): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(
      () => setProgress((value) => Math.min(100, value + progressStep)),
      progressIntervalMs,
    );
    return () => clearInterval(timer);
  }, [running]);
  return progress;
}
