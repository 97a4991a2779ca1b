import {
  POST_CARD_MAX_WIDTH,
  POST_CARD_SIDE_BY_SIDE_MIN,
  POST_CARD_TEXT_HEIGHT,
  postCardHeight,
} from './post-card';

describe("a post card's height", () => {
  it('is the text block and its border side by side, whatever the width', () => {
    expect(postCardHeight(POST_CARD_SIDE_BY_SIDE_MIN)).toBe(POST_CARD_TEXT_HEIGHT + 2);
    expect(postCardHeight(540)).toBe(POST_CARD_TEXT_HEIGHT + 2);
    expect(postCardHeight(POST_CARD_MAX_WIDTH)).toBe(207);
  });

  it('adds a 16:9 picture the width of the card when the picture sits above the text', () => {
    // 372 px inside the border: a picture 209.25 px tall, rounded up as the frame reports it.
    expect(postCardHeight(374)).toBe(Math.ceil(2 + (372 * 9) / 16 + POST_CARD_TEXT_HEIGHT));
    expect(postCardHeight(374)).toBe(417);
    expect(postCardHeight(280)).toBe(364);
    expect(postCardHeight(POST_CARD_SIDE_BY_SIDE_MIN - 1)).toBeGreaterThan(
      postCardHeight(POST_CARD_SIDE_BY_SIDE_MIN),
    );
  });

  it('stops growing at the widest card: a wider frame centres it', () => {
    expect(postCardHeight(1264)).toBe(postCardHeight(POST_CARD_MAX_WIDTH));
  });

  it('is never below the 200 px a sandboxing host (WordPress) gives a frame at least', () => {
    for (let width = 200; width <= 1200; width += 1)
      expect(postCardHeight(width)).toBeGreaterThanOrEqual(200);
  });
});
