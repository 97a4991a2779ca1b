import { indexUnderPreset, SLOW_PHONE_INDEX, slowPhoneRate } from './slow-phone';

describe("the Lighthouse bench's slow phone", () => {
  it('slows a fast machine so it stands for a phone of the slow index or slower', () => {
    const rate = slowPhoneRate(2_702, 4);
    expect(rate).toBe(9.1);
    expect(indexUnderPreset(2_702, rate, 4)).toBeLessThanOrEqual(SLOW_PHONE_INDEX);
    expect(indexUnderPreset(2_702, rate, 4)).toBeGreaterThan(SLOW_PHONE_INDEX - 20);
  });

  it('never slows less than the preset', () => {
    expect(slowPhoneRate(900, 4)).toBe(4);
    expect(indexUnderPreset(900, 4, 4)).toBe(900);
  });
});
