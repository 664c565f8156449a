/**
 * The event's `sequence` (event-record.ts) one higher, appended to an update's SET clause (with `#sequence` named):
 * in the same write as every edit of the time, place or title and as a cancellation (the host's, or their account's
 * deletion). Added in the write itself, so two changes racing count twice and never share a sequence.
 */
export const sequenceIncrement = ', #sequence = if_not_exists(#sequence, :zero) + :one';
export const sequenceValues = { ':zero': 0, ':one': 1 } as const;
