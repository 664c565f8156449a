/**
 * Text made of messages written in different places (a provider's error, a refusal, the screen's own advice): each
 * is closed as a sentence before the next begins, so "Kart limiti yetersiz, yetersiz bakiye" and "Kartından para
 * çekilmedi." never run into one.
 */

/** A message already ends its sentence: a full stop, a question or exclamation mark, an ellipsis or an emoji. */
const sentenceEnd = /(?:[.!?…]|\p{Extended_Pictographic}\uFE0F?)$/u;

/** The messages, blank ones left out, each ending its sentence, one space apart. */
export function sentences(...messages: readonly (string | undefined)[]): string {
  return messages
    .map((message) => message?.trim() ?? '')
    .filter((message) => message !== '')
    .map((message) => (sentenceEnd.test(message) ? message : `${message}.`))
    .join(' ');
}
