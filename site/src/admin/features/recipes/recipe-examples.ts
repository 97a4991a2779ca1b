import type { ImportFormat } from '@core/import/parse-table';

/** What 'Load example' shows: the old site's columns, lists separated by semicolons. */
export const RECIPE_EXAMPLES: Partial<Record<ImportFormat, string>> = {
  csv: [
    'title,description,ingredients,instructions,prep_time,cook_time,total_time,servings,difficulty,category,tags,image_url,kid_friendly',
    'Reindeer Pretzel Bites,"Chocolate-dipped pretzels with candy eyes and red noses.",pretzels;chocolate;candy eyes;red candies,"Melt the chocolate, dip the pretzels and decorate.",10 min,5 min,25 min,12,Easy,Holiday Treats,no-bake;kids,,true',
    'Cranberry Orange Scones,Tender scones for Christmas breakfast.,flour;butter;cranberries;orange zest,"Rub the butter into the flour, fold in the fruit and bake at 400°F.",15 min,18 min,35 min,8,Medium,Breakfast,breakfast,,false',
  ].join('\n'),
  json: JSON.stringify(
    [
      {
        title: 'Reindeer Pretzel Bites',
        description: 'Chocolate-dipped pretzels with candy eyes and red noses.',
        ingredients: ['pretzels', 'chocolate', 'candy eyes', 'red candies'],
        instructions: 'Melt the chocolate, dip the pretzels and decorate.',
        prep_time: '10 min',
        cook_time: '5 min',
        total_time: '25 min',
        servings: 12,
        difficulty: 'Easy',
        category: 'Holiday Treats',
        tags: ['no-bake', 'kids'],
        kid_friendly: true,
      },
    ],
    null,
    2,
  ),
};
