/**
 * Reads a page of listed events from one or more index partitions that share a sort order (start time),
 * merging them in that order and keeping what the filters accept. The work is bounded by the page and a read
 * budget, never by the size of the table: when the budget runs out before the page fills, the answer carries a
 * cursor where the reading stopped, and the next request goes on from there.
 */
export interface IndexedItem {
  /** the index sort key: `<startsAt>#<id>` */
  sortKey: string;
}

export interface Chunk<T extends IndexedItem> {
  items: T[];
  /** true when the partition may hold more after the last item */
  more: boolean;
}

export type ReadChunk<T extends IndexedItem> = (
  partition: string,
  after: string,
  until: string | undefined,
  limit: number,
) => Promise<Chunk<T>>;

export interface PageRequest<T extends IndexedItem> {
  partitions: readonly string[];
  /** read sort keys strictly after this */
  after: string;
  /** and not beyond this */
  until?: string;
  limit: number;
  accept: (item: T) => boolean;
  /** items read per partition per round */
  chunkSize: number;
  /** rounds before answering with what was found */
  maxRounds: number;
}

export async function readPage<T extends IndexedItem>(
  read: ReadChunk<T>,
  request: PageRequest<T>,
): Promise<{ items: T[]; cursor: string | null }> {
  const found: T[] = [];
  let after = request.after;
  let open = [...request.partitions];
  for (let round = 0; round < request.maxRounds && open.length > 0; round++) {
    const chunks = await Promise.all(
      open.map(async (partition) => ({
        partition,
        chunk: await read(partition, after, request.until, request.chunkSize),
      })),
    );
    // Items past the first truncated partition's last key might be preceded by unread ones of that partition.
    const horizon = chunks
      .filter(({ chunk }) => chunk.more && chunk.items.length > 0)
      .map(({ chunk }) => chunk.items[chunk.items.length - 1].sortKey)
      .sort()[0];
    const merged = chunks
      .flatMap(({ chunk }) => chunk.items)
      .filter((item) => horizon === undefined || item.sortKey <= horizon)
      .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
    for (const item of merged) {
      after = item.sortKey;
      if (request.accept(item)) found.push(item);
      if (found.length === request.limit) return { items: found, cursor: after };
    }
    if (horizon === undefined) return { items: found, cursor: null };
    after = horizon;
    open = chunks.filter(({ chunk }) => chunk.more).map(({ partition }) => partition);
  }
  return { items: found, cursor: open.length > 0 ? after : null };
}

/** Where a listing stopped: the stage it was reading (a listing may read in stages) and the last sort key read. */
export interface ListingPosition {
  stage: number;
  sortKey: string;
}

/** Cursors are opaque to clients: base64url of the position, checked on the way back in. */
export function encodeCursor({ stage, sortKey }: ListingPosition): string {
  return Buffer.from(`${stage}/${sortKey}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): ListingPosition | undefined {
  const match = /^(\d)\/(\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9a-f-]{36})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  return match ? { stage: Number(match[1]), sortKey: match[2] } : undefined;
}
