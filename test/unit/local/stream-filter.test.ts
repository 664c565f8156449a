import { matchesPattern } from '../../../bin/local/stream-filter';

describe('the local stream filter', () => {
  const appeared = { dynamodb: { OldImage: { closedAt: { S: [{ exists: false }] } } } };

  it('matches `exists: false` on a leaf whose object is absent, as Lambda does', () => {
    expect(matchesPattern({ dynamodb: { OldImage: { other: { S: 'x' } } } }, appeared)).toBe(true);
  });

  it('refuses `exists: false` on a leaf that is there', () => {
    expect(matchesPattern({ dynamodb: { OldImage: { closedAt: { S: '2026-11-26' } } } }, appeared)).toBe(
      false,
    );
  });

  it('refuses any other rule under an absent object', () => {
    const pattern = { dynamodb: { NewImage: { stars: { N: ['5'] } } } };
    expect(matchesPattern({ dynamodb: { NewImage: {} } }, pattern)).toBe(false);
    expect(
      matchesPattern(
        { dynamodb: {} },
        { dynamodb: { NewImage: { stars: { N: [{ 'anything-but': ['1'] }] } } } },
      ),
    ).toBe(false);
  });
});
