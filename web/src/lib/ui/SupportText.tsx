/**
 * A message that tells the reader to write to support ("Destek ekibimize yazarsan yardımcı oluruz."), whoever
 * wrote it (a refusal of the server, the screen's own copy): the words naming support become a link to write to
 * its address, so the reader is never told to write without being shown where.
 */
import { useSupportEmail } from './support-email';

const namesSupport = /destek ekibimiz[e]?/i;

export function SupportText({ text }: { text: string }) {
  const email = useSupportEmail();
  const found = namesSupport.exec(text);
  if (!found || !email) return text;
  const end = found.index + found[0].length;
  return (
    <>
      {text.slice(0, found.index)}
      <a className="link" href={`mailto:${email}`}>
        {found[0]}
      </a>
      {text.slice(end)}
    </>
  );
}
