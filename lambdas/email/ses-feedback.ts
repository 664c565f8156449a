/**
 * What SES's bounce and complaint events (published by the configuration set, EventBridge's "Email Bounced" and
 * "Email Complained" from `aws.ses`) mean for the product: which addresses to stop e-mailing. A permanent bounce
 * (no such mailbox) and a complaint (the reader marked it spam) suppress the address; a transient or undetermined
 * bounce (a full mailbox, a greylisting server) does not: SES retried it already, and the next e-mail may arrive.
 * Event shape: https://docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-contents.html
 */
import * as z from 'zod/mini';
import type { Suppression } from './suppressions-table';

const recipients = z.array(z.object({ emailAddress: z.string().check(z.minLength(3)) }));

export const sesFeedbackSchema = z.union([
  z.object({
    eventType: z.literal('Bounce'),
    bounce: z.object({
      bounceType: z.string(),
      bouncedRecipients: recipients,
      feedbackId: z.string(),
      timestamp: z.string(),
    }),
  }),
  z.object({
    eventType: z.literal('Complaint'),
    complaint: z.object({
      complainedRecipients: recipients,
      feedbackId: z.string(),
      timestamp: z.string(),
    }),
  }),
]);
export type SesFeedback = z.infer<typeof sesFeedbackSchema>;

/** The addresses the event says to stop e-mailing (none for a bounce that was not permanent). */
export function suppressionsOf(feedback: SesFeedback): Suppression[] {
  if (feedback.eventType === 'Bounce') {
    const { bounceType, bouncedRecipients, feedbackId, timestamp } = feedback.bounce;
    if (bounceType !== 'Permanent') return [];
    return bouncedRecipients.map(({ emailAddress }) => ({
      address: emailAddress,
      reason: 'bounce',
      feedbackId,
      at: new Date(timestamp),
    }));
  }
  const { complainedRecipients, feedbackId, timestamp } = feedback.complaint;
  return complainedRecipients.map(({ emailAddress }) => ({
    address: emailAddress,
    reason: 'complaint',
    feedbackId,
    at: new Date(timestamp),
  }));
}
