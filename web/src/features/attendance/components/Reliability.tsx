/**
 * The reliability score as hosts see it beside the rating: "%92 · 13 etkinlik", or "Yeni" under 3 past events.
 * `ReliabilityText` shows a score already read (the public profile carries it); `ReliabilityOf` reads one user's.
 */
import { reliabilityLabel, type Reliability } from '@contracts/attendance';
import { attendanceCopy } from '../../../copy/attendance';
import { useReliability } from '../api';

const copy = attendanceCopy.reliability;

export function ReliabilityText({ reliability }: { reliability: Reliability }) {
  const label = reliabilityLabel(reliability);
  return (
    <span>
      {label}
      {reliability.share === null && <span className="sr-only"> ({copy.newcomer})</span>}
    </span>
  );
}

/** One user's score, read when shown; a dash while it loads or when it cannot be read. */
export function ReliabilityOf({ userId }: { userId: string }) {
  const { data, isLoading } = useReliability(userId);
  if (data) return <ReliabilityText reliability={data.reliability} />;
  return (
    <span aria-busy={isLoading || undefined}>
      <span aria-hidden="true">{copy.unknown}</span>
      <span className="sr-only">{isLoading ? copy.loading : copy.unknown}</span>
    </span>
  );
}
