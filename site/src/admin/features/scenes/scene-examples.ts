import type { ImportFormat } from '@core/import/parse-table';

/** What 'Load example' shows: the old site's columns, items separated by semicolons. */
export const SCENE_EXAMPLES: Partial<Record<ImportFormat, string>> = {
  csv: [
    'title,description,required_items,setup_instructions,difficulty,time_required',
    'Flour Snow Angel,"The elf made a snow angel in flour, with a note about the blizzard.",flour;baking tray;note,Spread flour on the tray and press the elf in with its arms out.,Easy,10 minutes',
    'Zipline Elf,The elf zips across the living room on a string.,string;clothes peg;tape,"Tie the string between two chairs, peg the elf on and tilt it.",Medium,15 minutes',
  ].join('\n'),
  json: JSON.stringify(
    [
      {
        title: 'Flour Snow Angel',
        description: 'The elf made a snow angel in flour, with a note about the blizzard.',
        required_items: ['flour', 'baking tray', 'note'],
        setup_instructions: 'Spread flour on the tray and press the elf in with its arms out.',
        difficulty: 'Easy',
        time_required: '10 minutes',
      },
    ],
    null,
    2,
  ),
};
