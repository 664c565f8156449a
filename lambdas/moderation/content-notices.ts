/**
 * Notices of unlawful content (Law 5651, notice and takedown), from anyone, account or not: each opens a case with
 * the notice as given, about the host when the link is one of our events' pages,
 * and the acknowledgement e-mail to the address given, in the same transaction, so neither exists without the other.
 * Its decision tells that address the outcome (lambdas/moderation/decisions.ts).
 */
import { randomUUID } from 'node:crypto';
import { contentNoticeReasons, type CaseContentField, type ContentNotice } from '../contracts/moderation';
import { getEvent } from '../events/events-table';
import { emailPut } from '../email/outbox';
import { transactWithRetries } from '../platform/transactions';
import { getProfile } from '../profile/profiles-table';
import type { StoredPerson } from './case-record';
import { caseOpening } from './cases-table';
import { nobodyKnown } from './moderation';

const eventPath = /^\/dashboard\/eventDetails\/([0-9a-f-]{36})\/?$/i;

/** The host of the event the link shows, if it is an event's page (the only content of ours with an address). */
export async function subjectOfLink(url: string): Promise<StoredPerson> {
  const eventId = eventPath.exec(new URL(url).pathname)?.[1];
  const hostId = eventId ? (await getEvent(eventId))?.hostId : undefined;
  return hostId && (await getProfile(hostId)) ? { userId: hostId } : nobodyKnown;
}

export function noticeContent(notice: ContentNotice): CaseContentField[] {
  return [
    { label: 'Bağlantı', text: notice.url },
    { label: 'Sebep', text: contentNoticeReasons[notice.reason] },
    { label: 'Açıklama', text: notice.text },
    { label: 'Bildirenin e-postası', text: notice.contactEmail },
  ];
}

export async function giveContentNotice(notice: ContentNotice, now: Date): Promise<void> {
  const caseId = randomUUID();
  const failure = await transactWithRetries({
    ...caseOpening({
      kind: 'content-notice',
      caseId,
      subject: await subjectOfLink(notice.url),
      content: noticeContent(notice),
      at: now.toISOString(),
      noticeContactEmail: notice.contactEmail,
    }),
    acknowledgement: emailPut({
      key: `content-notice-${caseId}`,
      to: notice.contactEmail,
      subject: 'Squad: hukuka aykırı içerik bildirimin alındı',
      text: [
        'Merhaba,',
        `Squad'daki bir içerik hakkındaki bildirimini aldık (${contentNoticeReasons[notice.reason]}):`,
        notice.url,
        'Bir moderatör bildirimini inceleyecek ve içerik hukuka aykırıysa kaldıracak. Sonucu bu adrese bildireceğiz.',
        `Bildirim numaran: ${caseId}`,
        'Squad',
      ].join('\n\n'),
      at: now,
    }),
  });
  if (failure) throw new Error(`Content notice not recorded: ${failure.summary}`);
}
