import { CONTENT_KINDS } from './content-kinds';
import {
  contentKey,
  craftIdeaSchema,
  craftSettingsSchema,
  elfSceneSchema,
  fieldIssues,
  holidayRecipeSchema,
  namePartSchema,
  sceneSettingsSchema,
} from './content-schemas';
import { DEFAULT_CRAFT_SETTINGS, DEFAULT_SCENE_SETTINGS } from './generator-settings';

const messages = (result: { success: boolean; error?: Parameters<typeof fieldIssues>[0] }) =>
  result.error ? fieldIssues(result.error).map((i) => i.message) : [];

const craft = {
  title: 'Paper Chain',
  instructions: 'Cut and glue.',
  requiredSupplies: ['paper', 'glue'],
  difficulty: 'Easy',
};
const scene = {
  title: 'Zip line',
  description: 'The elf rides a string.',
  requiredItems: ['string'],
  setupInstructions: 'Tie it.',
};
const recipe = {
  title: 'Cocoa',
  description: 'Warm.',
  instructions: 'Stir.',
  prepTime: '5 min',
  cookTime: '5 min',
  totalTime: '10 min',
};

describe('name parts', () => {
  it("trims the name and defaults the category to 'custom' (spec §3)", () => {
    expect(namePartSchema.parse({ value: '  Jingle ' })).toEqual({
      value: 'Jingle',
      category: 'custom',
    });
    expect(namePartSchema.parse({ value: 'Jingle', category: '  ' }).category).toBe('custom');
  });

  it('needs a name after trimming, on one line, without unknown fields', () => {
    expect(messages(namePartSchema.safeParse({ value: '   ' }))).toEqual(['Name is required']);
    expect(messages(namePartSchema.safeParse({}))).toEqual(['Name is required']);
    expect(messages(namePartSchema.safeParse({ value: 'a\nb' }))).toEqual([
      'Name contains characters that cannot be stored',
    ]);
    expect(namePartSchema.safeParse({ value: 'Jingle', key: 'x' }).success).toBe(false);
  });
});

describe('craft ideas (spec §5)', () => {
  it('uses the spec messages for a missing title, instructions and supplies', () => {
    const result = craftIdeaSchema.safeParse({
      title: ' ',
      instructions: '',
      requiredSupplies: [' ', ''],
      difficulty: 'Easy',
    });
    expect(messages(result)).toEqual([
      'Title is required',
      'Instructions are required',
      'Supplies are required',
    ]);
  });

  it('strips blank supplies, drops repeated ones, and stores a missing time as null', () => {
    expect(
      craftIdeaSchema.parse({ ...craft, requiredSupplies: ['Glue', ' ', 'glue', 'Paper '] }),
    ).toEqual({ ...craft, requiredSupplies: ['Glue', 'Paper'], timeRequired: null });
  });

  it('needs a difficulty of Easy, Medium or Hard (any letter case)', () => {
    expect(craftIdeaSchema.parse({ ...craft, difficulty: 'hard' }).difficulty).toBe('Hard');
    const { difficulty: _d, ...withoutDifficulty } = craft;
    expect(messages(craftIdeaSchema.safeParse(withoutDifficulty))).toEqual([
      'Difficulty must be Easy, Medium or Hard',
    ]);
  });

  it('keeps line breaks in instructions but refuses other control characters and huge lists', () => {
    expect(craftIdeaSchema.parse({ ...craft, instructions: 'One\r\nTwo' }).instructions).toBe(
      'One\nTwo',
    );
    expect(messages(craftIdeaSchema.safeParse({ ...craft, instructions: 'a\u0000b' }))).toEqual([
      'Instructions contains characters that cannot be stored',
    ]);
    expect(messages(craftIdeaSchema.safeParse({ ...craft, title: 'a\uD800b' }))).toEqual([
      'Title contains characters that cannot be stored',
    ]);
    const supplies = Array.from({ length: 31 }, (_, i) => `supply ${i}`);
    expect(messages(craftIdeaSchema.safeParse({ ...craft, requiredSupplies: supplies }))).toEqual([
      'Supplies: at most 30 entries',
    ]);
  });
});

describe('scenes (spec §5)', () => {
  it('defaults difficulty to Medium and a missing time to null', () => {
    expect(elfSceneSchema.parse(scene)).toMatchObject({
      difficulty: 'Medium',
      timeRequired: null,
    });
  });

  it('names the missing item, and sums up missing fields as the spec does', () => {
    const result = elfSceneSchema.safeParse({ ...scene, title: '', requiredItems: [' '] });
    expect(messages(result)).toEqual([
      'Title is required',
      'Please add at least one required item',
    ]);
    const summary = CONTENT_KINDS.scenes.summary(result.error ? fieldIssues(result.error) : []);
    expect(summary).toBe('Please fill in all required fields');
    const itemsOnly = elfSceneSchema.safeParse({ ...scene, requiredItems: [] });
    expect(CONTENT_KINDS.scenes.summary(fieldIssues(itemsOnly.error!))).toBe(
      'Please add at least one required item',
    );
  });
});

describe('recipes (spec §5, §9)', () => {
  it('defaults servings 4, category Holiday Treats, difficulty Medium, empty lists', () => {
    expect(holidayRecipeSchema.parse(recipe)).toEqual({
      ...recipe,
      ingredients: [],
      servings: 4,
      difficulty: 'Medium',
      category: 'Holiday Treats',
      tags: [],
      imageUrl: null,
      kidFriendly: false,
    });
  });

  it('strips blank ingredients and tags on save', () => {
    const parsed = holidayRecipeSchema.parse({
      ...recipe,
      ingredients: ['milk', '  ', 'cocoa'],
      tags: ['', 'warm'],
    });
    expect(parsed.ingredients).toEqual(['milk', 'cocoa']);
    expect(parsed.tags).toEqual(['warm']);
  });

  it('requires every field the form requires, and servings of at least 1', () => {
    const result = holidayRecipeSchema.safeParse({ servings: 0, category: 'Cakes' });
    expect(messages(result)).toEqual([
      'Title is required',
      'Description is required',
      'Instructions are required',
      'Prep time is required',
      'Cook time is required',
      'Total time is required',
      'Servings must be a whole number of at least 1',
      'Category must be one of: Holiday Cookies, Holiday Treats, Christmas Dinner, Breakfast, Snacks, Desserts, Drinks, Other',
    ]);
    expect(holidayRecipeSchema.safeParse({ ...recipe, servings: 2.5 }).success).toBe(false);
  });

  it('takes only http(s) image addresses', () => {
    expect(holidayRecipeSchema.parse({ ...recipe, imageUrl: ' ' }).imageUrl).toBeNull();
    for (const imageUrl of ['javascript:alert(1)', 'not a url', 'ftp://x.test/a.jpg'])
      expect(messages(holidayRecipeSchema.safeParse({ ...recipe, imageUrl }))).toEqual([
        'Image URL must be an http or https address',
      ]);
  });
});

describe('settings', () => {
  it('accepts the defaults', () => {
    expect(craftSettingsSchema.parse(DEFAULT_CRAFT_SETTINGS)).toEqual(DEFAULT_CRAFT_SETTINGS);
    expect(sceneSettingsSchema.parse(DEFAULT_SCENE_SETTINGS)).toEqual(DEFAULT_SCENE_SETTINGS);
  });

  it('refuses repeated supplies, unknown themes and an empty supply list', () => {
    const repeated = {
      ...DEFAULT_CRAFT_SETTINGS,
      defaultSupplies: [
        { id: 'glue', name: 'Glue' },
        { id: 'custom_1', name: ' glue ' },
      ],
    };
    expect(messages(craftSettingsSchema.safeParse(repeated))).toEqual(['A supply is listed twice']);
    expect(
      messages(craftSettingsSchema.safeParse({ ...DEFAULT_CRAFT_SETTINGS, defaultSupplies: [] })),
    ).toEqual(['Please keep at least one default supply']);
    expect(
      messages(
        sceneSettingsSchema.safeParse({
          appearance: { ...DEFAULT_SCENE_SETTINGS.appearance, theme: 'brand' },
        }),
      ),
    ).toEqual(['Theme must be one of: default, christmas, minimal']);
  });
});

it('keys titles the same whatever their case, spacing or Unicode form', () => {
  expect(contentKey('  Papier-Mâché   Elf ')).toBe(contentKey('papier-ma\u0302che\u0301 elf'));
  expect(contentKey('Ｃｏｃｏａ')).toBe('cocoa');
});
