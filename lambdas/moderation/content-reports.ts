/**
 * What a report of content names, as moderators will see it: the reporter may report only what they can see and
 * did not write (an event listed for them, a message in a thread they are in, a published review), and the case
 * keeps its words as they were, should its author edit or delete it. The piece's id is derived from its keys, so
 * the reports of one piece group into one case.
 */
import type { CaseContentField, ReportedContent } from '../contracts/moderation';
import { contentReportRefusals } from '../contracts/refusals';
import { istanbulDateTime } from '../contracts/istanbul-time';
import { getEvent } from '../events/events-table';
import { getMessage } from '../messages/messages-table';
import { openThread } from '../messages/thread-access';
import { refusal } from '../platform/errors';
import { getRating } from '../ratings/ratings-table';
import type { ReportedContentRecord } from '../users/reports-table';
import { contentIdOf } from './moderation';

export interface ContentOfReport {
  /** the user the report is about: the content's author */
  authorId: string;
  content: ReportedContentRecord;
}

const notFound = () => refusal(404, contentReportRefusals, 'CONTENT_NOT_FOUND');

/** The piece of content a report names, or a refusal: 404 out of the reporter's sight, 400 their own. */
export async function contentOfReport(target: ReportedContent, reporterId: string): Promise<ContentOfReport> {
  const found = await authoredContent(target, reporterId);
  if (found.authorId === reporterId) throw refusal(400, contentReportRefusals, 'OWN_CONTENT');
  return {
    authorId: found.authorId,
    content: { target, contentId: contentIdOf(target), fields: found.fields },
  };
}

async function authoredContent(
  target: ReportedContent,
  reporterId: string,
): Promise<{ authorId: string; fields: CaseContentField[] }> {
  switch (target.kind) {
    case 'event': {
      const event = await getEvent(target.eventId);
      if (!event || event.state === 'draft' || event.removedAt !== undefined) throw notFound();
      return {
        authorId: event.hostId,
        fields: [
          { label: 'Etkinlik', text: event.title },
          { label: 'Açıklama', text: event.description || '(boş)' },
          ...(event.startsAt ? [{ label: 'Başlangıç', text: istanbulDateTime(event.startsAt) }] : []),
        ],
      };
    }
    case 'message': {
      // Only the thread's two parties read its messages: anyone else is refused as opening the thread would.
      const { thread } = await openThread({ id: target.eventId, userId: target.threadUserId }, reporterId);
      const message = await getMessage(target.eventId, target.threadUserId, target.sentAt, target.messageId);
      if (!message || message.removedAt !== undefined) throw notFound();
      return {
        authorId: message.senderId,
        fields: [
          { label: 'Etkinlik', text: thread.eventTitle },
          { label: 'Mesaj', text: message.text },
          { label: 'Gönderildi', text: istanbulDateTime(message.sentAt) },
        ],
      };
    }
    case 'review': {
      const rating = await getRating(target.eventId, target.raterId, target.userId);
      if (!rating || rating.feedbackStatus !== 'published' || !rating.feedback) throw notFound();
      return {
        authorId: rating.raterId,
        fields: [
          { label: 'Etkinlik', text: rating.eventTitle },
          { label: 'Puan', text: `${rating.stars}/5` },
          { label: 'Değerlendirme', text: rating.feedback },
        ],
      };
    }
  }
}
