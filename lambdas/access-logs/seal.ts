/**
 * Sealing the access logs: each complete hour's objects, of every log, into one digest that names the previous
 * one, then the chain's end moved on. A run that finds the chain moved by another stops; the next run goes on
 * from there.
 */
import {
  digestBody,
  digestFindings,
  digestKey,
  hoursToSeal,
  sha256Hex,
  type ChainFinding,
  type Digest,
  type DigestLink,
  type LoggedObject,
  type Seal,
} from './digest';
import { digestText, loggedObjectsUnder, putDigest } from './log-store';
import { extendChain, latestSeal } from './seal-table';
import { accessLogSources } from './sources';

/** Hours per run: a day's backlog after an outage is sealed in one run, a longer one over the next runs. */
const hoursPerRun = 24;

export async function sealCompleteHours(now: Date): Promise<Seal[]> {
  let previous = await latestSeal();
  const sealed: Seal[] = [];
  for (const hour of hoursToSeal(previous?.hour, now, hoursPerRun)) {
    const objects = await objectsWrittenIn(hour);
    const body = digestBody(hour, previous ? { key: previous.key, sha256: previous.sha256 } : null, objects);
    const seal: Seal = { hour: hour.toISOString(), key: digestKey(hour), sha256: sha256Hex(body) };
    await putDigest(seal.key, body, seal.sha256);
    if (!(await extendChain(previous, seal))) break;
    sealed.push(seal);
    previous = seal;
  }
  return sealed;
}

async function objectsWrittenIn(hour: Date): Promise<LoggedObject[]> {
  const perSource = await Promise.all(
    Object.values(accessLogSources).map((source) => loggedObjectsUnder(source.hourPrefix(hour))),
  );
  return perSource.flat();
}

/** The chain, newest digest first, as far back as it goes: each digest's text and the link it was reached by. */
export async function* digestsNewestFirst(): AsyncGenerator<{ body: string; link: DigestLink }> {
  let link: DigestLink | null | undefined = await latestSeal();
  while (link) {
    const body = await digestText(link.key);
    yield { body, link };
    link = (JSON.parse(body) as Digest).previous;
  }
}

/**
 * Checks the chain from its end back to its start, or back to `since`: each digest's hash against the link that
 * names it, and each sealed object against the bucket. What it finds, in words; nothing when all holds.
 */
export async function verifyChain(since?: Date): Promise<{ hours: number; findings: ChainFinding[] }> {
  const findings: ChainFinding[] = [];
  let hours = 0;
  for await (const { body, link } of digestsNewestFirst()) {
    const hour = new Date((JSON.parse(body) as Digest).hour);
    if (since && hour < since) break;
    const current = new Map((await objectsWrittenIn(hour)).map((object) => [object.key, object]));
    findings.push(...digestFindings(body, link, current));
    hours += 1;
  }
  return { hours, findings };
}
