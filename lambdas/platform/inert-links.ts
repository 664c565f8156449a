/**
 * Text in an e-mail that must not become a link. Mail clients link what looks like an address on their own
 * (Gmail and Apple Mail link `http://…`, `www.x.com`, a bare `x.com` and `a@x.com`), so an event title or a
 * message naming a phishing site would reach the reader as a link sent by Squad. A zero-width joiner inside
 * each scheme's separator, before each dot between two characters and before each `@` breaks every such pattern while the
 * reader sees the same text. The joiner, not a zero-width space: clients keep it, as emoji sequences need it.
 */
const joiner = '\u200d';

/** Where a scheme ends (`http://`, `ftp://`, `mailto:`…): a linker never sees the scheme whole. */
const schemeEnd = /(?=:\/\/)|(?<=\bmailto)(?=:)/gi;
/** A dot (or an ideographic or fullwidth one, which IDNA reads as a dot) between two letters or digits. */
const innerDot = /(?<=[\p{L}\p{N}])([.\u3002\uff0e\uff61])(?=[\p{L}\p{N}])/gu;

export function inertLinks(text: string): string {
  return text.replace(schemeEnd, joiner).replace(innerDot, `${joiner}$1`).replace(/@/g, `${joiner}@`);
}
