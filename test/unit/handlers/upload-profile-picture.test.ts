import '../support/env';
import { handler } from '../../../lambdas/handlers/upload-profile-picture';
import { callerId, invoke, routeEvent } from '../support/events';

const requestSlot = (body: unknown) => invoke(handler, routeEvent({ body }));

describe('PUT /private/uploadProfilePicture', () => {
  it("answers a presigned PUT into the caller's avatar folder and the URL the picture will have", async () => {
    const response = await requestSlot({ contentType: 'image/png', fileName: 'ben.png' });

    expect(response.statusCode).toBe(200);
    const { url, fileUrl, contentType } = response.body;
    expect(contentType).toBe('image/png');
    expect(fileUrl).toMatch(
      new RegExp(`^https://cdn\\.squad\\.test/avatars/${callerId}/[0-9a-f-]{36}\\.png$`),
    );
    const presigned = new URL(url);
    expect(presigned.host).toBe('squad-avatars-unit.s3.eu-central-1.amazonaws.com');
    expect(presigned.pathname).toBe(new URL(fileUrl).pathname);
  });

  it('signs the content type into the URL and lets it live for five minutes', async () => {
    const response = await requestSlot({ contentType: 'image/jpeg', fileName: 'ben.jpg' });

    const signed = new URL(response.body.url).searchParams;
    expect(signed.get('X-Amz-Expires')).toBe('300');
    expect(signed.get('X-Amz-SignedHeaders')).toContain('content-type');
    expect(response.body.fileUrl).toMatch(/\.jpg$/);
  });

  it('does not sign a checksum of an empty body into the URL', async () => {
    const response = await requestSlot({ contentType: 'image/png', fileName: 'ben.png' });

    expect(response.body.url).not.toContain('x-amz-checksum');
  });

  it('hands out a new object key for every request', async () => {
    const first = await requestSlot({ contentType: 'image/png', fileName: 'ben.png' });
    const second = await requestSlot({ contentType: 'image/png', fileName: 'ben.png' });

    expect(first.body.fileUrl).not.toBe(second.body.fileUrl);
  });

  it('answers 400 "Lütfen bir resim dosyası seçin" for a file that is not an image', async () => {
    const response = await requestSlot({ contentType: 'application/pdf', fileName: 'cv.pdf' });

    expect(response).toMatchObject({ statusCode: 400, body: { message: 'Lütfen bir resim dosyası seçin' } });
  });

  it('answers 400 when the file name is missing', async () => {
    const response = await requestSlot({ contentType: 'image/png' });

    expect(response.statusCode).toBe(400);
  });
});
