import { featureFlagsFor } from './flags.ts';

describe('feature flags by environment', () => {
  it('turns off the four later features in production and nothing else', () => {
    const flags = featureFlagsFor('production');
    const off = Object.entries(flags)
      .filter(([, on]) => !on)
      .map(([name]) => name);
    expect(off.sort()).toEqual(
      [
        'proofreaderReports',
        'proofreaderShifts',
        'selfAssignOffers',
        'submitDueToAudioQuality',
      ].sort(),
    );
  });

  it('turns off hard delete locally and also block copy paste in e2e', () => {
    expect(featureFlagsFor('local')).toMatchObject({ hardDelete: false, blockCopyPaste: true });
    expect(featureFlagsFor('e2e')).toMatchObject({ hardDelete: false, blockCopyPaste: false });
  });

  it('applies explicit overrides last', () => {
    expect(featureFlagsFor('production', { liveNotetaking: false }).liveNotetaking).toBe(false);
  });
});
