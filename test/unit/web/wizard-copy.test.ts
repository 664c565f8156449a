import { wizardCopy } from '../../../web/src/copy/wizard';

describe('the wizard’s step titles', () => {
  it('title the online fifth step Platform', () => {
    expect(wizardCopy.stepName(5, 'online')).toBe('Platform');
  });

  it('title the physical fifth step Konum', () => {
    expect(wizardCopy.stepName(5, 'physical')).toBe('Konum');
  });
});
