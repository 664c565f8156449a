/**
 * Attendance of a completed event. The host marks each participant came (the default) or no-show while the 48-hour
 * window is open, reads contests with their text and may confirm each once (a dialog asks again, a toast answers);
 * a participant sees their own mark and, marked no-show, may contest it once. Every change answers the entry as it
 * now is, which replaces the row; the other side's open page reads it again on the live update.
 */
import { useId, useState } from 'react';
import type { AttendanceAnswer, AttendanceEntry, AttendanceSheet } from '@contracts/attendance';
import { failedCallMessage } from '../../../lib/api/client';
import { Avatar } from '../../../lib/ui/Avatar';
import { ReadState } from '../../../lib/ui/LoadState';
import { Dialog } from '../../../lib/ui/Dialog';
import { primaryButton, secondaryButton, sectionTitle } from '../../../lib/ui/classes';
import { toast } from '../../../lib/ui/toast';
import { attendanceCopy } from '../../../copy/attendance';
import { confirmNoShow, markAttendance, useAttendance } from '../api';
import { ContestForm } from './ContestForm';
import { attendanceTime } from './format';

const copy = attendanceCopy;

export default function AttendancePanel({ eventId }: { eventId: string }) {
  const sheet = useAttendance(eventId);
  const { mutate } = sheet;
  const replaceEntry = (entry: AttendanceEntry) =>
    void mutate(
      (current) =>
        current && {
          ...current,
          participants: current.participants.map((item) => (item.userId === entry.userId ? entry : item)),
        },
      { revalidate: false },
    );
  return (
    <ReadState read={sheet} copy={copy} serverReason rows={2}>
      {(data) =>
        !data.completedAt ? (
          <p className="text-slate-700">{copy.notCompleted}</p>
        ) : data.isHost ? (
          <HostAttendance sheet={data} onChanged={replaceEntry} />
        ) : (
          <MyAttendance sheet={data} onChanged={replaceEntry} />
        )
      }
    </ReadState>
  );
}

interface SheetProps {
  sheet: AttendanceSheet;
  onChanged: (entry: AttendanceEntry) => void;
}

/** Runs one change, toasts its outcome and hands back the entry; the server's Turkish reason on a refusal. */
async function change(run: () => Promise<AttendanceAnswer>, onChanged: SheetProps['onChanged']) {
  try {
    const answer = await run();
    onChanged(answer.entry);
    toast.success(answer.message);
  } catch (failure) {
    toast.error(failedCallMessage(failure, copy.host.failed));
  }
}

function HostAttendance({ sheet, onChanged }: SheetProps) {
  const titleId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  async function act(userId: string, run: () => Promise<AttendanceAnswer>) {
    setBusy(userId);
    await change(run, onChanged);
    setBusy(null);
  }
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className={sectionTitle}>
        {copy.host.title}
      </h2>
      <p className="text-sm text-slate-700">
        {sheet.canMark ? copy.host.open(attendanceTime(sheet.markingClosesAt)) : copy.host.closed}
      </p>
      {sheet.participants.length === 0 ? (
        <p className="text-slate-700">{copy.host.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {sheet.participants.map((entry) => (
            <li key={entry.userId}>
              <HostRow
                entry={entry}
                sheet={sheet}
                busy={busy === entry.userId}
                onMark={(attended) =>
                  void act(entry.userId, () => markAttendance(sheet.eventId, entry.userId, attended))
                }
                onConfirm={() => void act(entry.userId, () => confirmNoShow(sheet.eventId, entry.userId))}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface HostRowProps {
  entry: AttendanceEntry;
  sheet: AttendanceSheet;
  busy: boolean;
  onMark: (attended: boolean) => void;
  onConfirm: () => void;
}

function HostRow({ entry, sheet, busy, onMark, onConfirm }: HostRowProps) {
  const id = useId();
  // Confirming counts the no-show again for good: it is asked once more in a dialog.
  const [asking, setAsking] = useState(false);
  const markable = sheet.canMark && !entry.contest;
  const confirmable = sheet.canConfirm && entry.attendance === 'contested' && !entry.contestConfirmedAt;
  return (
    <article aria-labelledby={`${id}-name`} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Avatar name={entry.name} pictureUrl={entry.avatar} alt="" />
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-name`} className="font-bold break-words text-slate-900">
            {entry.name}
          </h3>
          {entry.username && <p className="text-sm break-words text-slate-700">@{entry.username}</p>}
        </div>
        <MarkBadge mark={entry.attendance} />
      </div>
      {markable && (
        // Not disabled while saving: a disabled radio would drop the keyboard focus; a change waits for the last one.
        <fieldset className="mt-3" aria-busy={busy || undefined} aria-describedby={`${id}-progress`}>
          <legend className="sr-only">{copy.host.groupLabel(entry.name)}</legend>
          <div className="flex flex-wrap gap-2">
            {([true, false] as const).map((attended) => {
              const checked = (entry.attendance === 'came') === attended;
              return (
                <label
                  key={String(attended)}
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-600 ${
                    checked
                      ? 'border-violet-600 bg-violet-50 text-violet-900'
                      : 'border-slate-300 text-slate-800'
                  }`}
                >
                  <input
                    type="radio"
                    name={`${id}-mark`}
                    checked={checked}
                    onChange={() => !busy && onMark(attended)}
                    className="size-4 accent-violet-700"
                  />
                  {attended ? copy.host.came : copy.host.noShow}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <p id={`${id}-progress`} aria-live="polite" className="mt-1 text-sm text-slate-700">
        {busy ? (confirmable ? copy.host.confirming : copy.host.saving) : ''}
      </p>
      {entry.contest && (
        <figure className="mt-2">
          <figcaption className="text-xs font-semibold text-slate-600">
            {copy.host.contestTitle} · {attendanceTime(entry.contest.at)}
          </figcaption>
          <blockquote className="mt-1 rounded-xl bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-800">
            {entry.contest.text}
          </blockquote>
        </figure>
      )}
      {entry.contestConfirmedAt && (
        <p className="mt-2 text-sm text-slate-700">
          {copy.host.confirmedAt(attendanceTime(entry.contestConfirmedAt))}
        </p>
      )}
      {confirmable && (
        <div className="mt-3 flex flex-col items-start gap-1">
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            aria-label={copy.host.confirmFor(busy ? copy.host.confirming : copy.host.confirm, entry.name)}
            onClick={() => setAsking(true)}
          >
            {busy ? copy.host.confirming : copy.host.confirm}
          </button>
          <p className="text-xs text-slate-600">{copy.host.confirmHint}</p>
        </div>
      )}
      {asking && (
        <Dialog title={copy.host.confirmTitle(entry.name)} onClose={() => setAsking(false)}>
          <p className="text-slate-800">{copy.host.confirmBody}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={() => setAsking(false)}>
              {copy.host.confirmNo}
            </button>
            <button
              type="button"
              className={primaryButton}
              onClick={() => {
                setAsking(false);
                onConfirm();
              }}
            >
              {copy.host.confirmYes}
            </button>
          </div>
        </Dialog>
      )}
    </article>
  );
}

const badgeTone = {
  came: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  'no-show': 'border-red-300 bg-red-50 text-red-900',
  contested: 'border-amber-300 bg-amber-50 text-amber-900',
} as const;

function MarkBadge({ mark }: { mark: AttendanceEntry['attendance'] }) {
  return (
    <span className={`shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold ${badgeTone[mark]}`}>
      {copy.badge[mark]}
    </span>
  );
}

function MyAttendance({ sheet, onChanged }: SheetProps) {
  const titleId = useId();
  const [mine] = sheet.participants;
  if (!mine) return null;
  const text =
    mine.attendance === 'came'
      ? copy.participant.came
      : mine.attendance === 'contested'
        ? copy.participant.contested
        : mine.contestConfirmedAt
          ? copy.participant.confirmed
          : copy.participant.noShow;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className={sectionTitle}>
          {copy.participant.title}
        </h2>
        <MarkBadge mark={mine.attendance} />
      </div>
      <p className="text-slate-800" role="status">
        {text}
      </p>
      {mine.contest && (
        <figure>
          <figcaption className="text-xs font-semibold text-slate-600">
            {copy.participant.yourContest} · {attendanceTime(mine.contest.at)}
          </figcaption>
          <blockquote className="mt-1 rounded-xl bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-800">
            {mine.contest.text}
          </blockquote>
        </figure>
      )}
      {mine.attendance === 'no-show' && !mine.contest && (
        <>
          <p className="text-sm text-slate-700">
            {sheet.canContest
              ? copy.participant.contestHint(attendanceTime(sheet.contestClosesAt))
              : copy.participant.contestClosed}
          </p>
          {sheet.canContest && <ContestForm eventId={sheet.eventId} onContested={onChanged} />}
        </>
      )}
    </section>
  );
}
