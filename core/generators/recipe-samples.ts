import type { RecipeView } from './recipe';

const sample = (recipe: Omit<RecipeView, 'imageUrl'>): RecipeView => ({
  ...recipe,
  imageUrl: null,
});

/** Shown when recipes fail to load or none exist (spec part 2 §8). */
export const SAMPLE_RECIPES: readonly RecipeView[] = [
  sample({
    id: 'sample-gingerbread-cookies',
    title: 'Gingerbread Cookies',
    description:
      'Classic spiced cookies to cut into elves, trees and stars, perfect for decorating together.',
    ingredients: [
      '3 cups flour',
      '1 tbsp ground ginger',
      '1 tsp cinnamon',
      '3/4 cup molasses',
      '1/2 cup butter',
      '1 egg',
    ],
    instructions:
      'Mix the dry ingredients. Beat in butter, molasses and egg. Chill 1 hour, roll out, cut shapes and bake at 350°F for 8 minutes.',
    prepTime: '20 min',
    cookTime: '8 min',
    totalTime: '1 hr 30 min',
    servings: 24,
    difficulty: 'Medium',
    category: 'Holiday Cookies',
    tags: ['cookies', 'decorating'],
    kidFriendly: true,
  }),
  sample({
    id: 'sample-peppermint-hot-chocolate',
    title: 'Peppermint Hot Chocolate',
    description: 'Rich, creamy cocoa topped with crushed candy canes and a swirl of whipped cream.',
    ingredients: [
      '4 cups milk',
      '1/2 cup cocoa powder',
      '1/3 cup sugar',
      '1/4 tsp peppermint extract',
      '2 candy canes',
    ],
    instructions:
      'Warm the milk. Whisk in cocoa, sugar and peppermint. Pour into mugs and top with crushed candy canes.',
    prepTime: '5 min',
    cookTime: '10 min',
    totalTime: '15 min',
    servings: 4,
    difficulty: 'Easy',
    category: 'Drinks',
    tags: ['drinks', 'peppermint'],
    kidFriendly: true,
  }),
  sample({
    id: 'sample-roast-turkey',
    title: 'Roast Turkey with Herb Butter',
    description:
      'A golden, juicy centrepiece for Christmas dinner with garlic and fresh herb butter under the skin.',
    ingredients: [
      '1 turkey (12 lb)',
      '1/2 cup butter',
      '3 cloves garlic',
      'Fresh thyme and sage',
      'Salt and pepper',
    ],
    instructions:
      'Rub herb butter under the skin. Roast at 325°F until the thickest part reaches 165°F. Rest 30 minutes before carving.',
    prepTime: '30 min',
    cookTime: '3 hr',
    totalTime: '4 hr',
    servings: 10,
    difficulty: 'Hard',
    category: 'Christmas Dinner',
    tags: ['dinner', 'roast'],
    kidFriendly: false,
  }),
  sample({
    id: 'sample-cinnamon-rolls',
    title: 'Christmas Morning Cinnamon Rolls',
    description:
      'Soft, gooey rolls you can prepare the night before and bake while the presents are opened.',
    ingredients: [
      '1 batch sweet dough',
      '1/2 cup brown sugar',
      '2 tbsp cinnamon',
      '1/4 cup butter',
      'Cream cheese icing',
    ],
    instructions:
      'Roll out the dough, spread butter, sugar and cinnamon, roll up and slice. Rise overnight and bake at 375°F for 25 minutes. Ice while warm.',
    prepTime: '30 min',
    cookTime: '25 min',
    totalTime: '2 hr',
    servings: 12,
    difficulty: 'Medium',
    category: 'Breakfast',
    tags: ['breakfast', 'make-ahead'],
    kidFriendly: true,
  }),
  sample({
    id: 'sample-peppermint-bark',
    title: 'Peppermint Bark',
    description:
      'Layers of dark and white chocolate scattered with candy cane pieces: an easy no-bake gift.',
    ingredients: [
      '10 oz dark chocolate',
      '10 oz white chocolate',
      '4 candy canes',
      '1/2 tsp peppermint extract',
    ],
    instructions:
      'Melt and spread the dark chocolate, chill 15 minutes. Spread the white chocolate on top, sprinkle crushed candy canes, chill and break into pieces.',
    prepTime: '15 min',
    cookTime: '5 min',
    totalTime: '1 hr',
    servings: 16,
    difficulty: 'Easy',
    category: 'Holiday Treats',
    tags: ['chocolate', 'no-bake', 'gift'],
    kidFriendly: true,
  }),
];

/**
 * The admin's three built-in samples, shown when recipes cannot be loaded (spec part 2 §8: 'Failed
 * to load recipes. Using sample data instead.'), named as the spec names them.
 */
export const ADMIN_SAMPLE_RECIPES: readonly RecipeView[] = [
  SAMPLE_RECIPES[0]!,
  { ...SAMPLE_RECIPES[1]!, title: 'Hot Chocolate with Peppermint' },
  SAMPLE_RECIPES[2]!,
];
