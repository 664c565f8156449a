/**
 * After an event: who came, the participant's one contest of a no-show, and the reliability score built from it.
 * Shared by the handlers and the SPA, so the windows, the contest's limits and the score's wording are written once.
 */
import * as z from 'zod/mini';
import { built } from './built';
import { userText } from './text';

/** The host marks who came from the event's end until this many hours later. */
export const markingWindowHours = 48;
/** A participant marked no-show may contest it until this many days after the end. */
export const contestWindowDays = 7;
/** The host may confirm a contested no-show until this many days after the end. */
export const confirmWindowDays = 14;
export const contestTextLimit = 300;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** When each window of an event that ended at `endsAt` closes. */
export function attendanceWindows(endsAt: string) {
  const end = Date.parse(endsAt);
  return {
    markingClosesAt: new Date(end + markingWindowHours * hourMs).toISOString(),
    contestClosesAt: new Date(end + contestWindowDays * dayMs).toISOString(),
    confirmClosesAt: new Date(end + confirmWindowDays * dayMs).toISOString(),
  };
}

/** As stored on the participant's membership: absent means came (the default). */
export type AttendanceMark = 'came' | 'no-show' | 'contested';

export const attendanceParamsSchema = /* @__PURE__ */ built(() =>
  z.strictObject({ id: z.uuid('Geçersiz etkinlik.'), userId: z.uuid('Geçersiz kullanıcı.') }),
);

export const attendanceMarkSchema = /* @__PURE__ */ built(() =>
  z.strictObject({ attended: z.boolean('Geldi mi, gelmedi mi seçmelisin.') }),
);
export type AttendanceMarkInput = z.input<typeof attendanceMarkSchema>;

export const contestSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    text: userText({
      min: 1,
      max: contestTextLimit,
      multiline: true,
      requiredMessage: 'Kısaca neden itiraz ettiğini yaz.',
    }),
  }),
);
export type ContestInput = z.input<typeof contestSchema>;

export const reliabilityParamsSchema = /* @__PURE__ */ built(() =>
  z.strictObject({ userId: z.uuid('Geçersiz kullanıcı.') }),
);

export interface AttendanceEntry {
  userId: string;
  name: string;
  username: string | null;
  avatar: string | null;
  attendance: AttendanceMark;
  /** the participant's contest, kept for audit once written */
  contest: { text: string; at: string } | null;
  /** when the host confirmed a contested no-show again */
  contestConfirmedAt: string | null;
}

/** GET /private/event/{id}/attendance: the host sees every participant, a participant only themself. */
export interface AttendanceSheet {
  eventId: string;
  isHost: boolean;
  /** the event's end; null before it ended (or for an event that never completed) */
  completedAt: string | null;
  markingClosesAt: string | null;
  contestClosesAt: string | null;
  confirmClosesAt: string | null;
  /** the host may mark came / no-show now */
  canMark: boolean;
  /** the host may confirm contested no-shows now */
  canConfirm: boolean;
  /** the viewer (a participant marked no-show) may contest now */
  canContest: boolean;
  participants: AttendanceEntry[];
}

/** The answer of marking, contesting and confirming: the entry as it now is. */
export interface AttendanceAnswer {
  message: string;
  entry: AttendanceEntry;
}

export const attendanceMessages = {
  came: 'Katıldı olarak işaretlendi.',
  noShow: 'Gelmedi olarak işaretlendi.',
  contested:
    'İtirazın kaydedildi. Bu işaret, düzenleyen yeniden onaylamadıkça güvenilirlik puanına sayılmaz.',
  confirmed: 'Gelmedi işareti onaylandı.',
} as const;

/** Below this many past events a user is new: no share is shown. */
export const newcomerEventCount = 3;
/** The score counts this many Istanbul months, the current one included. */
export const reliabilityMonths = 12;

/**
 * The share of a user's accepted past events they attended over the last 12 months, and how many events it
 * counts; `share` is null (shown as "Yeni") below `newcomerEventCount` events.
 */
export interface Reliability {
  /** 0..1, null when events < 3 ("Yeni") */
  share: number | null;
  events: number;
}

/** From the months' counts: attended = events − no-shows, never below zero nor above the events. */
export function reliabilityFrom(months: readonly { events: number; noShows: number }[]): Reliability {
  const events = months.reduce((sum, month) => sum + Math.max(0, month.events), 0);
  const noShows = months.reduce((sum, month) => sum + Math.max(0, month.noShows), 0);
  if (events < newcomerEventCount) return { share: null, events };
  return { share: Math.max(0, Math.min(1, (events - Math.min(noShows, events)) / events)), events };
}

/** "%92 · 13 etkinlik", or "Yeni". */
export function reliabilityLabel(reliability: Reliability): string {
  if (reliability.share === null) return 'Yeni';
  return `%${Math.round(reliability.share * 100)} · ${reliability.events} etkinlik`;
}

/** GET /private/reliability/{userId} */
export interface ReliabilityAnswer {
  userId: string;
  reliability: Reliability;
}
