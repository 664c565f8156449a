import { decodeCursor, encodeCursor, readPage, type Chunk } from '../../../lambdas/events/listing';

interface Item {
  sortKey: string;
  id: number;
}

const key = (minute: number) =>
  `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z#00000000-0000-0000-0000-0000000000${String(minute).padStart(2, '0')}`;

/** Two partitions whose items interleave by time. */
const partitions: Record<string, Item[]> = {
  a: [1, 3, 5, 7, 9, 11].map((m) => ({ sortKey: key(m), id: m })),
  b: [2, 4, 6, 8, 10, 12].map((m) => ({ sortKey: key(m), id: m })),
};

function reader(reads: string[]) {
  return async (
    partition: string,
    after: string,
    _until: string | undefined,
    limit: number,
  ): Promise<Chunk<Item>> => {
    reads.push(partition);
    const rest = partitions[partition].filter((item) => item.sortKey > after);
    return { items: rest.slice(0, limit), more: rest.length > limit };
  };
}

const request = { after: '', limit: 4, accept: () => true, chunkSize: 2, maxRounds: 10 };

describe('readPage', () => {
  it('merges partitions in sort order', async () => {
    const page = await readPage(reader([]), { ...request, partitions: ['a', 'b'] });
    expect(page.items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it('continues exactly where the previous page stopped', async () => {
    const first = await readPage(reader([]), { ...request, partitions: ['a', 'b'] });
    const second = await readPage(reader([]), { ...request, partitions: ['a', 'b'], after: first.cursor! });
    expect(second.items.map((item) => item.id)).toEqual([5, 6, 7, 8]);
  });

  it('keeps only what the filter accepts', async () => {
    const page = await readPage(reader([]), {
      ...request,
      partitions: ['a', 'b'],
      accept: (item) => item.id % 3 === 0,
    });
    expect(page.items.map((item) => item.id)).toEqual([3, 6, 9, 12]);
  });

  it('stops at the read budget with a cursor, whatever the partitions hold', async () => {
    const reads: string[] = [];
    const page = await readPage(reader(reads), {
      ...request,
      partitions: ['a', 'b'],
      accept: () => false,
      maxRounds: 2,
    });
    expect(page.items).toEqual([]);
    expect(page.cursor).not.toBeNull();
    expect(reads.length).toBeLessThanOrEqual(4);
  });

  it('answers no cursor once every partition is read', async () => {
    const page = await readPage(reader([]), { ...request, partitions: ['a'], limit: 50 });
    expect(page.items).toHaveLength(6);
    expect(page.cursor).toBeNull();
  });
});

describe('cursors', () => {
  it('round-trips a stage and a sort key', () => {
    expect(decodeCursor(encodeCursor({ stage: 1, sortKey: key(5) }))).toEqual({ stage: 1, sortKey: key(5) });
  });

  it('refuses anything that is not a listing sort key', () => {
    expect(decodeCursor(Buffer.from('EVENT#x').toString('base64url'))).toBeUndefined();
  });
});
