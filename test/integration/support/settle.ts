/**
 * Waiting for the stream consumers: a test's writes wake them (notifications, e-mails, badges), and what they
 * write lands about a second later. A test that compares items before and after a request waits for them first.
 */

/** Reads until two reads 1.5 s apart agree. */
export async function untilStill(read: () => Promise<unknown>): Promise<void> {
  let last = JSON.stringify(await read());
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const now = JSON.stringify(await read());
    if (now === last) return;
    last = now;
  }
  throw new Error('the items never stopped changing');
}
