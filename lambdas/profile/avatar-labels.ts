/**
 * Which moderation labels keep a profile picture from being shown. The labels are Amazon Rekognition's
 * (DetectModerationLabels, taxonomy version 7): three levels, each label naming its parent, and a label's ancestors
 * returned beside it. A picture is flagged when a label, or the label it belongs to, is one of the categories below
 * at `minLabelConfidence` or more. Left out on purpose, because they fit ordinary photos of people (a beach, a glass,
 * a cigarette, a card game): 'Non-Explicit Nudity of Intimate parts and Kissing', 'Swimwear or Underwear',
 * 'Drugs & Tobacco', 'Alcohol', 'Gambling' and 'Rude Gestures'. A refusal is immediate, so only the clear cases flag.
 */
import type { CaseContentField } from '../contracts/moderation';

/** The confidence (0-100) below which Rekognition is asked not to answer a label at all. */
export const minLabelConfidence = 80;

/** Top-level categories of taxonomy 7, and 'Explicit Nudity' (its level-2 label, the top level of version 6). */
export const flaggedCategories: readonly string[] = [
  'Explicit',
  'Explicit Nudity',
  'Violence',
  'Visually Disturbing',
  'Hate Symbols',
];

export interface ModerationLabelFact {
  name: string;
  /** '' for a top-level label */
  parentName: string;
  /** 0-100 */
  confidence: number;
}

/** The labels that flag a picture; none for a picture that may be shown. */
export function flaggingLabels(labels: readonly ModerationLabelFact[]): ModerationLabelFact[] {
  return labels.filter(
    (label) =>
      label.confidence >= minLabelConfidence &&
      (flaggedCategories.includes(label.name) || flaggedCategories.includes(label.parentName)),
  );
}

/**
 * What the moderator's case shows: every label the check answered (the flagging ones and the others, with their
 * confidence), and the upload's key, under which the refused picture stays in the bucket until its expiry.
 */
export function flaggedAvatarContent(
  uploadKey: string,
  labels: readonly ModerationLabelFact[],
): CaseContentField[] {
  const described = labels.map(
    (label) =>
      `${label.parentName ? `${label.parentName} / ` : ''}${label.name} (%${label.confidence.toFixed(1)})`,
  );
  return [
    { label: 'Etiketler', text: described.join(', ') },
    { label: 'Yükleme', text: uploadKey },
  ];
}
