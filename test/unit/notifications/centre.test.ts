import '../support/env';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { pageOf } from '../../../lambdas/notifications/centre';

const table = mockClient(DynamoDBDocumentClient);

const stored = (id: string, createdAt: string) => ({
  sk: `NOTIFICATION#${createdAt}#${id}`,
  id,
  type: 'badgeEarned',
  read: false,
  createdAt,
  text: 'Yeni rozet',
  link: '/dashboard/profile',
});

beforeEach(() => table.reset());

describe('a page of notifications', () => {
  it('reads the page again when a notification lands between the count and the page, so the two agree', async () => {
    table
      .on(GetCommand)
      .resolvesOnce({ Item: { unread: 1 } })
      .resolves({ Item: { unread: 2 } });
    table
      .on(QueryCommand)
      .resolvesOnce({
        Items: [stored('b', '2030-05-02T10:01:00.000Z'), stored('a', '2030-05-02T10:00:00.000Z')],
      })
      .resolves({
        Items: [stored('b', '2030-05-02T10:01:00.000Z'), stored('a', '2030-05-02T10:00:00.000Z')],
      });

    const page = await pageOf('u1', undefined);

    expect(page.unread).toBe(page.items.filter((item) => !item.read).length);
    expect(table.commandCalls(QueryCommand)).toHaveLength(2);
  });

  it('reads the page once when the count did not move around it', async () => {
    table.on(GetCommand).resolves({ Item: { unread: 1 } });
    table.on(QueryCommand).resolves({ Items: [stored('a', '2030-05-02T10:00:00.000Z')] });

    const page = await pageOf('u1', undefined);

    expect(page).toMatchObject({ unread: 1, items: [{ id: 'a', read: false }] });
    expect(table.commandCalls(QueryCommand)).toHaveLength(1);
  });
});
