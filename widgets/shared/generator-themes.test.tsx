import { embedThemes } from '@core/embed/embed-snippets';
import { AUTO_THEME, GENERATOR_THEMES, THEME_NAMES } from '@core/embed/generator-themes';
import { GENERATOR_KINDS } from '@core/generators/generator-embeds';
import { definition as craft } from '../craft/entry';
import { definition as elfName } from '../elf-name/entry';
import { definition as recipe } from '../recipe/entry';
import { definition as scene } from '../scene/entry';
import { THEMES } from './themes';

const WIDGETS = { 'elf-name': elfName, craft, scene, recipe };

describe("each generator's themes", () => {
  it.each(GENERATOR_KINDS)(
    '%s: the widget shows what the embed builders offer, and the theme table colours each',
    (kind) => {
      const shown = WIDGETS[kind].themes;
      expect(shown).toEqual(GENERATOR_THEMES[kind]);
      expect(embedThemes(kind)).toEqual([...shown, AUTO_THEME]);
      for (const name of shown) expect(THEMES[name].name).toBe(name);
    },
  );

  it('has a palette for every theme a generator can name, and none named auto', () => {
    expect(Object.keys(THEMES).sort()).toEqual([...THEME_NAMES, 'dark'].sort());
    expect(THEME_NAMES).not.toContain(AUTO_THEME);
  });
});
