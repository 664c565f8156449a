import '../support/env';
import 'aws-sdk-client-mock-jest';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '../../../lambdas/profile/handlers/upload-profile-picture';
import { callerId, invoke, routeEvent } from '../support/events';

const table = mockClient(DynamoDBDocumentClient);
const profile = { pk: `USER#${callerId}`, sk: 'PROFILE' };

beforeEach(() => {
  table.reset();
  table.on(GetCommand).resolves({ Item: profile });
});

const pngRequest = { contentType: 'image/png', fileName: 'ben.png', fileSize: 48_000 };
const requestSlot = (body: unknown) => invoke(handler, routeEvent({ body }));

describe('PUT /private/uploadProfilePicture', () => {
  it('reads the profile consistently and signs nothing for an account being deleted', async () => {
    table.on(GetCommand).resolves({ Item: { ...profile, deletionStartedAt: '2030-05-20T10:00:00.000Z' } });

    const response = await requestSlot(pngRequest);

    expect([response.statusCode, response.body.reason]).toEqual([401, 'ACCOUNT_DELETED']);
    expect(response.body.url).toBeUndefined();
    expect(table).toHaveReceivedCommandWith(GetCommand, {
      Key: { pk: `USER#${callerId}`, sk: 'PROFILE' },
      ConsistentRead: true,
    });
  });

  it('signs nothing for an account whose profile is gone', async () => {
    table.on(GetCommand).resolves({});

    const response = await requestSlot(pngRequest);

    expect([response.statusCode, response.body.reason]).toEqual([401, 'ACCOUNT_DELETED']);
  });

  it("answers a presigned PUT into the caller's upload folder and the URL the verified picture will have", async () => {
    const response = await requestSlot(pngRequest);

    expect(response.statusCode).toBe(200);
    const { url, fileUrl, contentType } = response.body;
    expect(contentType).toBe('image/png');
    const fileName = new RegExp(
      `^https://cdn\\.squad\\.test/avatars/${callerId}/([0-9a-f-]{36}\\.png)$`,
    ).exec(fileUrl)?.[1];
    expect(fileName).toBeDefined();
    const presigned = new URL(url);
    expect(presigned.host).toBe('squad-avatars-unit.s3.eu-central-1.amazonaws.com');
    expect(presigned.pathname).toBe(`/uploads/${callerId}/${fileName}`);
  });

  it('signs the content type and the exact file size into the URL and lets it live for five minutes', async () => {
    const response = await requestSlot({ contentType: 'image/jpeg', fileName: 'ben.jpg', fileSize: 1234 });

    const signed = new URL(response.body.url).searchParams;
    expect(signed.get('X-Amz-Expires')).toBe('300');
    expect(signed.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'content-type', 'host']);
    expect(response.body.fileUrl).toMatch(/\.jpg$/);
  });

  it('does not sign a checksum of an empty body into the URL', async () => {
    const response = await requestSlot(pngRequest);

    expect(response.body.url).not.toContain('x-amz-checksum');
  });

  it('hands out a new object key for every request', async () => {
    const first = await requestSlot(pngRequest);
    const second = await requestSlot(pngRequest);

    expect(first.body.fileUrl).not.toBe(second.body.fileUrl);
  });

  it('answers 400 "Lütfen bir resim dosyası seçin" for a file that is not an image', async () => {
    const response = await requestSlot({
      contentType: 'application/pdf',
      fileName: 'cv.pdf',
      fileSize: 1000,
    });

    expect(response).toMatchObject({ statusCode: 400, body: { message: 'Lütfen bir resim dosyası seçin' } });
  });

  it('answers 400 "Dosya boyutu 5MB\'dan küçük olmalıdır" for a file of 5 MB', async () => {
    const response = await requestSlot({ ...pngRequest, fileSize: 5 * 1024 * 1024 });

    expect(response).toMatchObject({
      statusCode: 400,
      body: { message: "Dosya boyutu 5MB'dan küçük olmalıdır" },
    });
  });

  it.each([
    ['the file name', { contentType: 'image/png', fileSize: 48_000 }],
    ['the file size', { contentType: 'image/png', fileName: 'ben.png' }],
  ])('answers 400 when %s is missing', async (_missing, body) => {
    const response = await requestSlot(body);

    expect(response.statusCode).toBe(400);
  });
});
