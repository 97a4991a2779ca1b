import type { ImportFormat } from '@core/import/parse-table';

/** What 'Load example' shows: the old site's columns, supplies separated by semicolons. */
export const CRAFT_EXAMPLES: Partial<Record<ImportFormat, string>> = {
  csv: [
    'title,instructions,required_supplies,difficulty,time_required',
    'Pom-pom Snowman,"Glue three pom-poms in a stack, add googly eyes and a felt scarf.",pompoms;glue;googlyeyes;feltSheets,Easy,15 minutes',
    'Yarn Wrapped Star,"Cut a star from card, wrap it in yarn and tie a loop to hang it.",yarn;scissors;paper,Medium,30 minutes',
  ].join('\n'),
  json: JSON.stringify(
    [
      {
        title: 'Pom-pom Snowman',
        instructions: 'Glue three pom-poms in a stack, add googly eyes and a felt scarf.',
        required_supplies: ['pompoms', 'glue', 'googlyeyes', 'feltSheets'],
        difficulty: 'Easy',
        time_required: '15 minutes',
      },
    ],
    null,
    2,
  ),
};
