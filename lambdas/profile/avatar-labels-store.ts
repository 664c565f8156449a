/**
 * Amazon Rekognition's DetectModerationLabels on an uploaded picture's bytes. The bytes, not a reference to the S3
 * object: Rekognition would read the object by its key when it runs, and a later PUT to the same upload URL (valid
 * for minutes) could swap in other bytes between the check and the copy; the bytes sent are the version the copy is
 * pinned to. Locally the same client reaches the stand-in of bin/local/rekognition.ts (AWS_ENDPOINT_URL_REKOGNITION).
 */
import {
  DetectModerationLabelsCommand,
  ImageTooLargeException,
  InvalidImageFormatException,
  RekognitionClient,
} from '@aws-sdk/client-rekognition';
import { minLabelConfidence, type ModerationLabelFact } from './avatar-labels';

// One attempt past the SDK's own: a profile save waits on it, and a refusal asks the user to try again.
const rekognition = new RekognitionClient({ maxAttempts: 2 });

export type LabelsOutcome =
  | { status: 'labels'; labels: ModerationLabelFact[] }
  /** not an image Rekognition reads (a type or size it refuses): the picture cannot be checked */
  | { status: 'unreadable' };

/** The moderation labels of an image; throws when Rekognition fails (throttled, down, denied). */
export async function detectModerationLabels(bytes: Uint8Array): Promise<LabelsOutcome> {
  try {
    const { ModerationLabels = [] } = await rekognition.send(
      new DetectModerationLabelsCommand({ Image: { Bytes: bytes }, MinConfidence: minLabelConfidence }),
    );
    return {
      status: 'labels',
      labels: ModerationLabels.map((label) => ({
        name: label.Name ?? '',
        parentName: label.ParentName ?? '',
        confidence: label.Confidence ?? 0,
      })),
    };
  } catch (error) {
    if (error instanceof InvalidImageFormatException || error instanceof ImageTooLargeException) {
      return { status: 'unreadable' };
    }
    throw error;
  }
}
