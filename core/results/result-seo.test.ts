import { describe, expect, it } from 'vitest';
import type { LoadedResult } from './result-page-data';
import { instructionSteps, isoDuration, resultDescription, resultJsonLd } from './result-seo';

const page = {
  siteUrl: 'https://elfletter.example',
  url: 'https://elfletter.example/generators/recipe/r1/yule-log-cake',
  image: 'https://elfletter.example/media/results/recipe/r1/abc-og.png',
  productName: 'Elf Letter',
};

const recipe: LoadedResult = {
  kind: 'recipe',
  item: {
    id: 'r1',
    title: 'Yule Log Cake',
    description: 'A chocolate roll cake decorated as a snowy log.',
    ingredients: ['4 eggs', '1/2 cup sugar'],
    instructions: 'Bake a thin sponge. Roll it while warm.\nFrost like bark!',
    prepTime: '40 min',
    cookTime: '12 min',
    totalTime: 'overnight',
    servings: 10,
    difficulty: 'Hard',
    category: 'Desserts',
    tags: ['cake', 'chocolate'],
    imageUrl: '/media/images/yule.webp',
    kidFriendly: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
};

const craft: LoadedResult = {
  kind: 'craft',
  item: {
    id: 'c1',
    title: 'Paper Chain Countdown',
    instructions: 'Cut strips of paper. Glue them into a chain.',
    requiredSupplies: ['paper', 'glue'],
    difficulty: 'Easy',
    timeRequired: '20 minutes',
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
};

const scene: LoadedResult = {
  kind: 'scene',
  item: {
    id: 's1',
    title: 'Marshmallow Bath',
    description: 'The elf relaxes in a bowl of marshmallows.',
    requiredItems: ['Bowl', 'Mini marshmallows'],
    setupInstructions: 'Fill a bowl with marshmallows and sit the elf inside.',
    difficulty: 'Easy',
    timeRequired: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
};

describe('durations as schema.org takes them (ISO 8601)', () => {
  it.each([
    ['10 min', 'PT10M'],
    ['0 min', 'PT0M'],
    ['2 hr', 'PT2H'],
    ['45 minutes', 'PT45M'],
    ['1 hour 30 minutes', 'PT1H30M'],
    ['1h 30m', 'PT1H30M'],
    ['1 hr 15 mins', 'PT1H15M'],
    ['1.5 hours', 'PT1H30M'],
    ['90 Minutes', 'PT90M'],
    ['1 day', 'P1D'],
    ['20-30 minutes', 'PT30M'],
  ])('%s is %s', (text, iso) => {
    expect(isoDuration(text)).toBe(iso);
  });

  it.each(['', 'overnight', 'a while', '10', 'min', '5 minutes or so and then some', 'PT10M'])(
    '%s is no duration, and is left out rather than guessed',
    (text) => {
      expect(isoDuration(text)).toBeNull();
    },
  );
});

describe('instructions as steps', () => {
  it('are the lines, or the sentences of a single line', () => {
    expect(instructionSteps('Mix.\n\n  Bake for 10 minutes. \nCool')).toEqual([
      'Mix.',
      'Bake for 10 minutes.',
      'Cool',
    ]);
    expect(instructionSteps('Cut strips of paper. Glue them! Is it done? Yes.')).toEqual([
      'Cut strips of paper.',
      'Glue them!',
      'Is it done?',
      'Yes.',
    ]);
    expect(instructionSteps('Roll 1.5 cm thick and bake.')).toEqual([
      'Roll 1.5 cm thick and bake.',
    ]);
    expect(instructionSteps('   ')).toEqual([]);
  });
});

describe("a result's description", () => {
  it('is its words, cut on a word within 160 characters', () => {
    expect(resultDescription(scene)).toBe('The elf relaxes in a bowl of marshmallows.');
    expect(resultDescription(craft)).toBe('Cut strips of paper. Glue them into a chain.');
    const long = resultDescription({
      ...craft,
      item: { ...craft.item, instructions: 'Fold the paper. '.repeat(20) },
    } as LoadedResult);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toMatch(/\s…$/);
  });

  it("is the recipe's instructions when it has no description", () => {
    expect(
      resultDescription({ ...recipe, item: { ...recipe.item, description: ' ' } } as LoadedResult),
    ).toBe('Bake a thin sponge. Roll it while warm. Frost like bark!');
  });
});

describe("a result's structured data", () => {
  it('is a Recipe for a recipe, with its ingredients, steps, times, yield, category and images', () => {
    expect(resultJsonLd(recipe, page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Yule Log Cake',
      description: 'A chocolate roll cake decorated as a snowy log.',
      url: page.url,
      image: ['https://elfletter.example/media/images/yule.webp', page.image],
      recipeIngredient: ['4 eggs', '1/2 cup sugar'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Bake a thin sponge.' },
        { '@type': 'HowToStep', position: 2, text: 'Roll it while warm.' },
        { '@type': 'HowToStep', position: 3, text: 'Frost like bark!' },
      ],
      prepTime: 'PT40M',
      cookTime: 'PT12M',
      recipeYield: '10 servings',
      recipeCategory: 'Desserts',
      keywords: 'cake, chocolate',
      dateModified: '2026-11-20T10:00:00.000Z',
      author: { '@type': 'Organization', name: 'Elf Letter' },
      publisher: { '@type': 'Organization', name: 'Elf Letter' },
    });
  });

  it('is a HowTo for a craft, with its supplies, steps and time', () => {
    expect(resultJsonLd(craft, { ...page, url: 'https://x.example/c' })).toMatchObject({
      '@type': 'HowTo',
      name: 'Paper Chain Countdown',
      url: 'https://x.example/c',
      image: page.image,
      supply: [
        { '@type': 'HowToSupply', name: 'Colored Paper' },
        { '@type': 'HowToSupply', name: 'Glue' },
      ],
      step: [
        { '@type': 'HowToStep', position: 1, text: 'Cut strips of paper.' },
        { '@type': 'HowToStep', position: 2, text: 'Glue them into a chain.' },
      ],
      totalTime: 'PT20M',
    });
  });

  it('is a HowTo for a scene, its items the supplies, its setup the steps; no time when none is given', () => {
    const data = resultJsonLd(scene, page);
    expect(data).toMatchObject({
      '@type': 'HowTo',
      description: 'The elf relaxes in a bowl of marshmallows.',
      supply: [
        { '@type': 'HowToSupply', name: 'Bowl' },
        { '@type': 'HowToSupply', name: 'Mini marshmallows' },
      ],
      step: [
        {
          '@type': 'HowToStep',
          position: 1,
          text: 'Fill a bowl with marshmallows and sit the elf inside.',
        },
      ],
    });
    expect(data).not.toHaveProperty('totalTime');
  });
});
