import {
  EMBED_BREAKPOINTS,
  embeddedGeneratorKinds,
  embedReserveCss,
  FIRST_FRAME_HEIGHTS,
  GENERATOR_KINDS,
} from './generator-embeds';
import { ALL_TOOLS } from './tools';

describe('generator embeds', () => {
  it('finds each kind a post embeds once, and ignores unknown ones', () => {
    const html =
      '<div data-elf-generator="scene" data-theme="minimal"></div><p>x</p>' +
      '<div data-elf-generator="teleporter"></div><div data-elf-generator="craft"></div>' +
      '<div data-elf-generator="scene"></div>';
    expect(embeddedGeneratorKinds(html)).toEqual(['scene', 'craft']);
    expect(embeddedGeneratorKinds('<p>No generators</p>')).toEqual([]);
  });

  it("reserves each kind's first frame per breakpoint until the widget has rendered", () => {
    const css = embedReserveCss();
    for (const { name, media } of EMBED_BREAKPOINTS) {
      expect(css).toContain(
        `@media ${media}{[data-elf-generator="elf-name"]:not([data-elf-rendered]){min-height:${FIRST_FRAME_HEIGHTS['elf-name'][name]}px}`,
      );
      expect(css).toContain(
        `[data-elf-generator="recipe"]:not([data-elf-rendered]){min-height:${FIRST_FRAME_HEIGHTS.recipe[name]}px}`,
      );
    }
  });

  it('has a tool, with its name, for every kind a page can embed, and no tool without a kind', () => {
    expect(ALL_TOOLS.map((tool) => tool.key).sort()).toEqual([...GENERATOR_KINDS].sort());
  });
});
