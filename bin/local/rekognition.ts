/**
 * A local stand-in for Amazon Rekognition's DetectModerationLabels: the service's JSON 1.1 protocol (`POST /`,
 * `X-Amz-Target: RekognitionService.DetectModerationLabels`, as @aws-sdk/client-rekognition sends it). The profile
 * update reaches it through AWS_ENDPOINT_URL_REKOGNITION with the unchanged client (lambdas/profile/
 * avatar-labels-store.ts), which sends the picture's bytes (`Image.Bytes`); `Image.S3Object` is not read here.
 *
 * The rule, for testers: no model looks at the picture; its bytes decide.
 * - not a JPEG or a PNG by its first bytes: InvalidImageFormatException, as Rekognition answers a GIF or a WebP;
 * - the ASCII marker `squad-test:explicit` anywhere in the bytes: 'Explicit' and 'Explicit Nudity', confidence 99;
 * - `squad-test:violence`: 'Violence' and 'Graphic Violence', confidence 99;
 * - `squad-test:throttle`: ThrottlingException, as when Rekognition is throttled or down;
 * - anything else: no labels.
 * Labels under the request's MinConfidence are left out, as Rekognition does. To make a flagged test picture, append
 * the marker to any PNG (after its IEND chunk) or JPEG (after its end marker): viewers still show it, e.g.
 * `cp me.png flagged.png && printf 'squad-test:explicit' >> flagged.png`.
 */
import { createServer, type ServerResponse } from 'node:http';
import { detectImageType } from '../../lambdas/contracts/upload';
import { close, listen, PayloadTooLargeError, readBody, sendJson } from './http';

const contentType = 'application/x-amz-json-1.1';
/** Rekognition takes 5 MB of image bytes, which base64 in JSON makes about 6.7 MB. */
const bodyLimitBytes = 8 * 1024 * 1024;

interface StandInLabel {
  Name: string;
  ParentName: string;
  TaxonomyLevel: number;
  Confidence: number;
}

const label = (Name: string, ParentName: string, TaxonomyLevel: number): StandInLabel => ({
  Name,
  ParentName,
  TaxonomyLevel,
  Confidence: 99,
});

/** Each test marker and the labels it stands for. */
export const testMarkers = {
  'squad-test:explicit': [label('Explicit', '', 1), label('Explicit Nudity', 'Explicit', 2)],
  'squad-test:violence': [label('Violence', '', 1), label('Graphic Violence', 'Violence', 2)],
} as const satisfies Record<string, readonly StandInLabel[]>;
export const throttleMarker = 'squad-test:throttle';

function sendError(response: ServerResponse, type: string, message: string): void {
  sendJson(
    response,
    400,
    { __type: type, Message: message },
    { 'content-type': contentType, 'x-amzn-errortype': type },
  );
}

function detectModerationLabels(request: Record<string, unknown>, response: ServerResponse): void {
  const image = request.Image as { Bytes?: unknown } | undefined;
  if (typeof image?.Bytes !== 'string') {
    sendError(response, 'InvalidParameterException', 'The local stand-in reads Image.Bytes only.');
    return;
  }
  const bytes = Buffer.from(image.Bytes, 'base64');
  const type = detectImageType(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png') {
    sendError(response, 'InvalidImageFormatException', 'Request has unsupported image format');
    return;
  }
  if (bytes.includes(throttleMarker)) {
    sendError(response, 'ThrottlingException', 'Rate exceeded (the local stand-in was asked to throttle).');
    return;
  }
  const minConfidence = typeof request.MinConfidence === 'number' ? request.MinConfidence : 50;
  const labels = Object.entries(testMarkers)
    .filter(([marker]) => bytes.includes(marker))
    .flatMap(([, markerLabels]) => markerLabels)
    .filter((found) => found.Confidence >= minConfidence);
  sendJson(
    response,
    200,
    { ModerationLabels: labels, ModerationModelVersion: '7.0' },
    { 'content-type': contentType },
  );
}

export async function startRekognition(options: {
  port: number;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      const target = String(request.headers['x-amz-target'] ?? '');
      if (request.method !== 'POST' || target !== 'RekognitionService.DetectModerationLabels') {
        sendError(response, 'UnknownOperationException', `Unknown operation ${target}`);
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse((await readBody(request, bodyLimitBytes)).toString('utf8') || '{}');
      } catch (error) {
        if (error instanceof PayloadTooLargeError) {
          sendError(response, 'ImageTooLargeException', 'Image size is too large.');
        } else {
          sendError(response, 'SerializationException', 'The request body is not JSON.');
        }
        return;
      }
      detectModerationLabels(body, response);
    })();
  });
  await listen(server, options.port, 'Rekognition');
  return { url: `http://localhost:${options.port}`, stop: () => close(server) };
}
