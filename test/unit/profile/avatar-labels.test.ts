import {
  flaggedAvatarContent,
  flaggingLabels,
  type ModerationLabelFact,
} from '../../../lambdas/profile/avatar-labels';

const label = (name: string, parentName = '', confidence = 95): ModerationLabelFact => ({
  name,
  parentName,
  confidence,
});

describe('flaggingLabels: which moderation labels keep a picture from being shown', () => {
  it.each(['Explicit', 'Violence', 'Visually Disturbing', 'Hate Symbols'])(
    'flags the top-level category %s',
    (name) => {
      expect(flaggingLabels([label(name)])).toEqual([label(name)]);
    },
  );

  it('flags a label by the category it belongs to, and by the version-6 name Explicit Nudity', () => {
    const labels = [
      label('Graphic Violence', 'Violence'),
      label('Exposed Female Genitalia', 'Explicit Nudity'),
    ];

    expect(flaggingLabels(labels)).toEqual(labels);
  });

  it.each([
    'Non-Explicit Nudity of Intimate parts and Kissing',
    'Swimwear or Underwear',
    'Drugs & Tobacco',
    'Alcohol',
    'Gambling',
    'Rude Gestures',
  ])('lets an ordinary photo with %s be shown', (name) => {
    expect(flaggingLabels([label(name), label('Some Child Label', name)])).toEqual([]);
  });

  it('ignores a flagged category below 80% confidence', () => {
    expect(flaggingLabels([label('Explicit', '', 79.9)])).toEqual([]);
    expect(flaggingLabels([label('Explicit', '', 80)])).toHaveLength(1);
  });

  it('flags nothing when there are no labels', () => {
    expect(flaggingLabels([])).toEqual([]);
  });
});

describe("flaggedAvatarContent: the moderator's view of a flagged upload", () => {
  it('lists every label with its parent and confidence, and the upload key', () => {
    expect(
      flaggedAvatarContent('uploads/u1/p.png', [
        label('Explicit', '', 99.12),
        label('Explicit Nudity', 'Explicit', 98),
      ]),
    ).toEqual([
      { label: 'Etiketler', text: 'Explicit (%99.1), Explicit / Explicit Nudity (%98.0)' },
      { label: 'Yükleme', text: 'uploads/u1/p.png' },
    ]);
  });
});
