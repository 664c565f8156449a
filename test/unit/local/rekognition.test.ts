import {
  DetectModerationLabelsCommand,
  InvalidImageFormatException,
  RekognitionClient,
  ThrottlingException,
} from '@aws-sdk/client-rekognition';
import { startRekognition } from '../../../bin/local/rekognition';
import { portsOf } from '../../ports';

const { rekognition: port } = portsOf('rekognition');
let twin: Awaited<ReturnType<typeof startRekognition>>;
let client: RekognitionClient;

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const withMarker = (image: Buffer, marker: string) => Buffer.concat([image, Buffer.from(marker)]);
const detect = (bytes: Buffer, MinConfidence = 80) =>
  client.send(new DetectModerationLabelsCommand({ Image: { Bytes: bytes }, MinConfidence }));

beforeAll(async () => {
  twin = await startRekognition({ port });
  client = new RekognitionClient({
    endpoint: twin.url,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});
afterAll(async () => {
  client.destroy();
  await twin.stop();
});

describe('the local Rekognition stand-in (DetectModerationLabels)', () => {
  it('answers a clean PNG or JPEG with no labels', async () => {
    expect((await detect(png)).ModerationLabels).toEqual([]);
    expect((await detect(jpeg)).ModerationLabels).toEqual([]);
  });

  it('flags a picture holding squad-test:explicit as Explicit, with its level-2 label', async () => {
    const answer = await detect(withMarker(png, 'squad-test:explicit'));

    expect(answer.ModerationLabels).toEqual([
      { Name: 'Explicit', ParentName: '', TaxonomyLevel: 1, Confidence: 99 },
      { Name: 'Explicit Nudity', ParentName: 'Explicit', TaxonomyLevel: 2, Confidence: 99 },
    ]);
    expect(answer.ModerationModelVersion).toBe('7.0');
  });

  it('flags a JPEG holding squad-test:violence as Violence', async () => {
    const answer = await detect(withMarker(jpeg, 'squad-test:violence'));

    expect(answer.ModerationLabels?.map((label) => label.Name)).toEqual(['Violence', 'Graphic Violence']);
  });

  it('leaves out labels under MinConfidence, as Rekognition does', async () => {
    expect((await detect(withMarker(png, 'squad-test:explicit'), 99.5)).ModerationLabels).toEqual([]);
  });

  it('refuses a GIF or WebP as Rekognition does, with InvalidImageFormatException', async () => {
    await expect(detect(Buffer.from('GIF89a squad-test:explicit'))).rejects.toBeInstanceOf(
      InvalidImageFormatException,
    );
  });

  it('throttles a picture holding squad-test:throttle, to stand for an outage', async () => {
    await expect(detect(withMarker(png, 'squad-test:throttle'))).rejects.toBeInstanceOf(ThrottlingException);
  });
});
