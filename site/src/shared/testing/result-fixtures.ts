/** Generator results for the result pages' tests: one of each kind, and the name parts. */
import type { NameParts } from '@core/generators/elf-name';
import type { LoadedResult, ResultSource } from '@core/results/result-page-data';

export const SAMPLE_RESULTS = {
  craft: {
    kind: 'craft',
    item: {
      id: 'job7-12',
      title: 'Paper Chain Countdown',
      instructions:
        'Cut strips of coloured paper. Write a day on each <and> glue them into a chain.',
      requiredSupplies: ['paper', 'scissors', 'Washi tape'],
      difficulty: 'Easy',
      timeRequired: '20 minutes',
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
  },
  scene: {
    kind: 'scene',
    item: {
      id: 'scene1',
      title: 'Marshmallow Bath',
      description: 'The elf relaxes in a bowl of marshmallows like a bubble bath.',
      requiredItems: ['Bowl', 'Mini marshmallows'],
      setupInstructions: 'Fill a bowl with marshmallows, sit the elf inside.',
      difficulty: 'Easy',
      timeRequired: '5 minutes',
      updatedAt: '2026-11-21T10:00:00.000Z',
    },
  },
  recipe: {
    kind: 'recipe',
    item: {
      id: 'recipe1',
      title: 'Yule Log Cake',
      description: 'A chocolate roll cake decorated as a snowy log.',
      ingredients: ['4 eggs', '1/2 cup sugar'],
      instructions: 'Bake a thin sponge. Roll it while warm.',
      prepTime: '40 min',
      cookTime: '12 min',
      totalTime: '2 hr',
      servings: 10,
      category: 'Desserts',
      difficulty: 'Hard',
      tags: ['cake'],
      imageUrl: '/media/images/yule.webp',
      kidFriendly: false,
      updatedAt: '2026-11-22T10:00:00.000Z',
    },
  },
} as const satisfies Record<string, LoadedResult>;

export const SAMPLE_NAME_PARTS: NameParts = {
  prefixes: ['Jingle', 'Snow'],
  suffixes: ['toes', 'flake'],
  lastNames: ['McSparkle', 'Tinselton'],
};

/** The samples, found by kind and id as the server finds a stored result. */
export const sampleResultSource = (overrides: Partial<ResultSource> = {}): ResultSource => ({
  getResult: async (kind, id) => {
    const result = Object.values(SAMPLE_RESULTS).find(
      (sample) => sample.kind === kind && sample.item.id === id,
    );
    return result ? (structuredClone(result) as LoadedResult) : null;
  },
  nameParts: async () => SAMPLE_NAME_PARTS,
  ...overrides,
});
