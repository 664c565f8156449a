/**
 * The private calendar feed in the account settings (a card of its own there): make its secret address, copy it into Google or Apple
 * Calendar, renew it (the old address stops answering) or turn it off. The server keeps only a hash of the
 * secret, so the address is shown once, right after it is made.
 */
import { useId, useState } from 'react';
import type { CalendarFeedStatus } from '@contracts/calendar';
import { istanbulTimeZone } from '@contracts/istanbul-time';
import { calendarCopy } from '../../../copy/calendar';
import { card, inputClass, labelClass, secondaryButton, sectionTitle } from '../../../lib/ui/classes';
import { ReadState } from '../../../lib/ui/LoadState';
import { LiveStatus, useAnnouncedAction } from '../../../lib/ui/useAnnouncedAction';
import { createCalendarFeed, deleteCalendarFeed, useCalendarFeed } from '../api';

const copy = calendarCopy.feed;

const dayFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: istanbulTimeZone });

export function CalendarFeedSettings() {
  const read = useCalendarFeed();
  return (
    <section aria-labelledby="calendar-feed-title" className={`${card} flex flex-col items-start gap-3`}>
      <div>
        <h2 id="calendar-feed-title" className={sectionTitle}>
          {copy.title}
        </h2>
        <p className="text-sm text-slate-600">{copy.body}</p>
      </div>
      <ReadState read={read} copy={copy} rowHeight="h-10">
        {(status) => <FeedControls status={status} />}
      </ReadState>
    </section>
  );
}

function FeedControls({ status }: { status: CalendarFeedStatus }) {
  const { busy, announcement, setAnnouncement, act } = useAnnouncedAction<'create' | 'revoke'>({
    failed: copy.failed,
  });
  const [url, setUrl] = useState<string>();
  const urlId = useId();

  const create = () =>
    act('create', async () => {
      const created = await createCalendarFeed();
      setUrl(created.url);
      return created.message;
    });
  const revoke = () =>
    act('revoke', async () => {
      const message = await deleteCalendarFeed();
      setUrl(undefined);
      return message;
    });

  async function copyUrl(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setAnnouncement(copy.copied);
    } catch {
      setAnnouncement(copy.copyFailed);
    }
  }

  return (
    <div className="flex w-full flex-col items-start gap-3">
      <p className="text-sm text-slate-800">
        {status.active && status.createdAt
          ? copy.activeSince(dayFormat.format(new Date(status.createdAt)))
          : copy.none}
      </p>
      {url && (
        <div className="flex w-full flex-col gap-1">
          <label htmlFor={urlId} className={labelClass}>
            {copy.urlLabel}
          </label>
          <div className="flex w-full flex-col gap-2 sm:flex-row">
            <input
              id={urlId}
              className={`${inputClass} min-w-0 flex-1 font-mono`}
              value={url}
              readOnly
              onFocus={(focus) => focus.currentTarget.select()}
            />
            <button type="button" className={secondaryButton} onClick={() => void copyUrl(url)}>
              {copy.copy}
            </button>
          </div>
          <p className="text-sm text-slate-600">{copy.onlyOnce}</p>
        </div>
      )}
      {status.active && !url && <p className="text-sm text-slate-600">{copy.onlyOnce}</p>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void create()}
          disabled={busy !== null}
          aria-busy={busy === 'create'}
        >
          {status.active
            ? busy === 'create'
              ? copy.renewing
              : copy.renew
            : busy === 'create'
              ? copy.creating
              : copy.create}
        </button>
        {status.active && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => void revoke()}
            disabled={busy !== null}
            aria-busy={busy === 'revoke'}
          >
            {busy === 'revoke' ? copy.revoking : copy.revoke}
          </button>
        )}
      </div>
      <LiveStatus>{announcement}</LiveStatus>
    </div>
  );
}
