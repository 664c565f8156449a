/** The product's e-mails the integration stack's local SES accepted (test/sent-mail.ts, on this run's stack). */
import { sentMailTo, waitForSentMail, type SentMail } from '../../sent-mail';
import { stackInfo } from './stack-info';

export { headerOf, type SentMail } from '../../sent-mail';

/** The `count`-th e-mail to `to` (1-based), waiting for it to arrive. */
export function waitForMail(to: string, count: number): Promise<SentMail> {
  return waitForSentMail(stackInfo().sesEndpoint, to, count);
}

/** Every e-mail to `to` so far. */
export function mailTo(to: string): Promise<SentMail[]> {
  return sentMailTo(stackInfo().sesEndpoint, to);
}
