/**
 * The moderation check of an upload, between its size and type check and its publication: Rekognition's labels on
 * exactly the bytes that were checked (the version the copy is pinned to). A flagged picture is refused and opens a
 * moderator's case, once per upload; a picture the check cannot read, or a check that fails, is refused too:
 * nothing is shown unchecked.
 */
import { refusal } from '../platform/errors';
import { loggableError, logger } from '../platform/logger';
import { transactWithRetries } from '../platform/transactions';
import { profileRefusals } from '../contracts/refusals';
import type { AvatarContentType } from '../contracts/upload';
import { caseOpening } from '../moderation/cases-table';
import { idFromCause } from '../moderation/moderation';
import { uploadedBytes } from './avatar-store';
import { detectModerationLabels, type LabelsOutcome } from './avatar-labels-store';
import { flaggedAvatarContent, flaggingLabels } from './avatar-labels';

export interface CheckedUpload {
  userId: string;
  uploadKey: string;
  contentType: AvatarContentType;
  /** the version whose size and type were checked */
  etag: string | undefined;
}

/** Resolves when the upload may be shown; otherwise throws the refusal (422, 503, or 400 when it is gone). */
export async function moderateUpload(upload: CheckedUpload, now: Date): Promise<void> {
  const bytes = upload.etag ? await uploadedBytes(upload.uploadKey, upload.etag) : undefined;
  if (!bytes) throw refusal(400, profileRefusals, 'AVATAR_UNVERIFIABLE');

  const outcome = await labelsOf(bytes, upload.uploadKey);
  if (outcome.status === 'unreadable') throw refusal(422, profileRefusals, 'AVATAR_NOT_CHECKABLE');
  const flagging = flaggingLabels(outcome.labels);
  if (flagging.length === 0) return;

  const failure = await transactWithRetries(
    caseOpening({
      kind: 'flagged-avatar',
      caseId: idFromCause(`flagged-avatar#${upload.uploadKey}`),
      subject: { userId: upload.userId },
      content: flaggedAvatarContent(upload.uploadKey, outcome.labels),
      at: now.toISOString(),
    }),
  );
  // The same upload submitted again: its case is already open, and the answer is the same.
  if (failure && !failure.conditionFailed('case')) {
    throw new Error(`Case of a flagged avatar not opened: ${failure.summary}`);
  }
  logger.info('Avatar upload flagged', {
    uploadKey: upload.uploadKey,
    labels: flagging.map((label) => label.name),
  });
  throw refusal(422, profileRefusals, 'AVATAR_FLAGGED');
}

async function labelsOf(bytes: Uint8Array, uploadKey: string): Promise<LabelsOutcome> {
  try {
    return await detectModerationLabels(bytes);
  } catch (error) {
    logger.error('Avatar moderation check failed: upload refused', {
      uploadKey,
      error: loggableError(error),
    });
    throw refusal(503, profileRefusals, 'AVATAR_CHECK_UNAVAILABLE');
  }
}
