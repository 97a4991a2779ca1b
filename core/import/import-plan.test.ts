import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_KINDS } from '../generators/content-kinds';
import { countStatuses, markStored, planImport, reportCsv, toReportRow } from './import-plan';
import { IMPORT_TEXT, MAX_IMPORT_ROWS, parseListCell } from './parse-table';

const fixture = (name: string) =>
  readFileSync(join(__dirname, '../../test/fixtures/imports', name), 'utf8');

const reportOf = (plan: ReturnType<typeof planImport>) => {
  if (!plan.ok) throw new Error(`expected a plan, got ${plan.error}`);
  return plan.rows.map(toReportRow);
};

describe('import of real-world files', () => {
  it('reads an Excel semicolon CSV with BOM, CRLF and quoted cells', () => {
    const plan = planImport(CONTENT_KINDS.crafts, fixture('crafts-excel-semicolon.csv'));
    expect(plan.ok && plan.format).toBe('csv');
    expect(reportOf(plan)).toEqual([
      { line: 2, status: 'new', label: 'Papier-mâché Elf Hat', reason: null },
      { line: 3, status: 'new', label: 'Snowflake; Fancy', reason: null },
      {
        line: 4,
        status: 'rejected',
        label: '',
        reason: 'Skipped: the row has 6 cells but the header has 5',
      },
      { line: 5, status: 'new', label: 'Yarn Pom Garland', reason: null },
      { line: 8, status: 'rejected', label: 'No Supplies Craft', reason: 'Supplies are required' },
      {
        line: 9,
        status: 'duplicate',
        label: 'papier-mâché  elf hat',
        reason: 'Duplicate of line 2',
      },
    ]);
    if (!plan.ok) return;
    expect(plan.rows[1]!.fields).toEqual({
      title: 'Snowflake; Fancy',
      instructions: 'Cut six arms; glue them; hang.',
      requiredSupplies: ['paper', 'scissors', 'glue'],
      difficulty: 'Medium',
      timeRequired: null,
    });
    // The line break inside the quoted cell is kept, as a plain \n.
    expect(plan.rows[3]!.fields).toMatchObject({
      instructions: 'Wind yarn round a fork, tie it; cut the loops.\nString the pom-poms together.',
      requiredSupplies: ['yarn'],
      difficulty: 'Hard',
      timeRequired: '1 hour',
    });
  });

  it('reads quoted commas, quotes and line breaks in a comma CSV', () => {
    const plan = planImport(
      CONTENT_KINDS.scenes,
      fixture('scenes-quoted-commas-and-line-breaks.csv'),
    );
    expect(reportOf(plan)).toEqual([
      { line: 2, status: 'new', label: 'Elf Zip Line, Kitchen Edition', reason: null },
      { line: 4, status: 'new', label: 'Marshmallow Bath', reason: null },
      {
        line: 7,
        status: 'rejected',
        label: 'Snow Angel in Flour',
        reason: 'Setup instructions are required',
      },
    ]);
    if (!plan.ok) return;
    expect(plan.rows[0]!.fields).toEqual({
      title: 'Elf Zip Line, Kitchen Edition',
      description: 'Your elf rides a string\nfrom the cabinet to the fridge.',
      requiredItems: ['string', 'tape', 'small basket'],
      setupInstructions: 'Tie the string between two handles and hang the elf from a clip.',
      difficulty: 'Medium',
      timeRequired: '10 minutes',
    });
    expect(plan.rows[1]!.fields).toMatchObject({
      description: 'The elf soaks in a bowl of mini marshmallows, "bubbles" and all.',
      setupInstructions: 'Fill the bowl.\nAdd the elf.\nLeave a tiny towel beside it.',
      difficulty: 'Easy',
      timeRequired: null,
    });
  });

  it('skips blank rows, rejects short and invalid rows with every reason, applies defaults', () => {
    const plan = planImport(CONTENT_KINDS.recipes, fixture('recipes-blank-and-short-rows.csv'));
    expect(reportOf(plan)).toEqual([
      { line: 2, status: 'new', label: 'Sugar Cookies', reason: null },
      { line: 5, status: 'new', label: 'Cocoa for Elves', reason: null },
      {
        line: 6,
        status: 'rejected',
        label: '',
        reason: 'Skipped: the row has 4 cells but the header has 13',
      },
      {
        line: 7,
        status: 'rejected',
        label: 'Fruit Cake',
        reason: [
          'Servings must be a whole number of at least 1',
          'Category must be one of: Holiday Cookies, Holiday Treats, Christmas Dinner, Breakfast, Snacks, Desserts, Drinks, Other',
          'Image URL must be an http or https address',
          'Kid friendly must be true or false',
        ].join('; '),
      },
      { line: 9, status: 'duplicate', label: 'sugar  cookies', reason: 'Duplicate of line 2' },
    ]);
    if (!plan.ok) return;
    expect(plan.rows[0]!.fields).toEqual({
      title: 'Sugar Cookies',
      description: 'Soft cut-out cookies.',
      ingredients: ['2 cups flour', '1 cup sugar', '1 egg'],
      instructions: 'Mix; chill; cut; bake.',
      prepTime: '20 min',
      cookTime: '10 min',
      totalTime: '30 min',
      servings: 24,
      difficulty: 'Easy',
      category: 'Holiday Cookies',
      tags: ['cookies', 'baking'],
      imageUrl: null,
      kidFriendly: true,
    });
    // Spec §9: servings 4, difficulty Medium; blank lists are empty.
    expect(plan.rows[1]!.fields).toMatchObject({
      servings: 4,
      difficulty: 'Medium',
      category: 'Drinks',
      tags: [],
      imageUrl: 'https://example.com/cocoa.jpg',
      kidFriendly: true,
    });
  });

  it('imports a JSON export of the old snake_case table unchanged', () => {
    const plan = planImport(CONTENT_KINDS.recipes, fixture('recipes-old-export.json'));
    expect(plan.ok && plan.format).toBe('json');
    expect(plan.ok && plan.ignoredColumns).toEqual(['id', 'created_at', 'updated_at']);
    expect(reportOf(plan)).toEqual([
      { line: 1, status: 'new', label: 'Gingerbread Cookies', reason: null },
      { line: 2, status: 'new', label: 'Peppermint Bark', reason: null },
      { line: 3, status: 'rejected', label: 'Roast Turkey', reason: 'Instructions are required' },
      { line: 4, status: 'rejected', label: '', reason: 'Skipped: the item is not an object' },
      {
        line: 5,
        status: 'duplicate',
        label: 'GINGERBREAD COOKIES',
        reason: 'Duplicate of line 1',
      },
    ]);
    if (!plan.ok) return;
    expect(plan.rows[1]!.fields).toEqual({
      title: 'Peppermint Bark',
      description: 'Layers of dark and white chocolate.',
      ingredients: ['200 g dark chocolate', '200 g white chocolate', 'crushed candy canes'],
      instructions: 'Melt, spread, layer, sprinkle, chill.',
      prepTime: '15 min',
      cookTime: '5 min',
      totalTime: '2 hr',
      servings: 12,
      difficulty: 'Easy',
      category: 'Holiday Treats',
      tags: [],
      imageUrl: 'https://example.com/bark.jpg',
      kidFriendly: false,
    });
  });
});

describe('whole-file errors (spec §5)', () => {
  it.each([
    ['', 'csv', 'No data to import'],
    ['   \r\n  ', 'json', 'No data to import'],
    ['[]', 'json', 'No data to import'],
    ['[{"title": "x",}]', 'json', 'Invalid JSON'],
    ['{"title": "not a list"}', 'json', 'Invalid JSON'],
    ['title,instructions,required_supplies,difficulty', 'csv', 'Invalid CSV'],
    ['title,instructions\nA,B', 'csv', 'Missing required columns: required_supplies, difficulty'],
    ['title,"instructions\nA,B', 'csv', 'Invalid CSV'],
    ['title,Title,instructions,required_supplies,difficulty\na,b,c,d,Easy', 'csv', 'Invalid CSV'],
  ] as const)('%j as %s: %s', (text, format, error) => {
    const plan = planImport(CONTENT_KINDS.crafts, text, { format });
    expect(plan.ok).toBe(false);
    expect(!plan.ok && plan.error).toBe(error);
  });

  it('says why a CSV or JSON file is invalid', () => {
    const header = 'title,instructions,required_supplies,"difficulty\nA,B,c,Easy';
    expect(planImport(CONTENT_KINDS.crafts, header, { format: 'csv' })).toMatchObject({
      error: 'Invalid CSV',
      detail: 'The header row has a quote that is not closed properly',
    });
    const notAList = planImport(CONTENT_KINDS.crafts, '{}', { format: 'json' });
    expect(notAList).toMatchObject({ detail: 'Expected a list of items: [ {...}, {...} ]' });
  });

  it('rejects a row whose quotes are broken alone, and says "1 cell" of a one-cell row', () => {
    const text = [
      'title,instructions,required_supplies,difficulty',
      'Hat,"Fold it" twice,paper,Easy',
      'Lonely',
      'Star,Cut it,paper,Easy',
    ].join('\n');
    const plan = planImport(CONTENT_KINDS.crafts, text, { format: 'csv' });
    expect(reportOf(plan).map((r) => [r.line, r.status, r.reason])).toEqual([
      [2, 'rejected', IMPORT_TEXT.badQuotes],
      [3, 'rejected', 'Skipped: the row has 1 cell but the header has 4'],
      [4, 'new', null],
    ]);
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} rows`, () => {
    const text = ['prefix', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `P${i}`)];
    const plan = planImport(CONTENT_KINDS.prefixes, text.join('\n'), { format: 'csv' });
    expect(!plan.ok && plan.error).toBe('Too many rows: at most 20,000 per import');
  });
});

describe('name lists (spec §5)', () => {
  it('splits on new lines and commas, trims, drops empties, applies one category', () => {
    const plan = planImport(CONTENT_KINDS.suffixes, ' toes, sparkle ,,\r\n\nberry\ntoes\n', {
      format: 'list',
      defaults: { category: 'winter' },
    });
    expect(reportOf(plan)).toEqual([
      { line: 1, status: 'new', label: 'toes', reason: null },
      { line: 1, status: 'new', label: 'sparkle', reason: null },
      { line: 3, status: 'new', label: 'berry', reason: null },
      { line: 4, status: 'duplicate', label: 'toes', reason: 'Duplicate of line 1' },
    ]);
    expect(plan.ok && plan.rows.map((r) => r.fields)).toEqual([
      { value: 'toes', category: 'winter' },
      { value: 'sparkle', category: 'winter' },
      { value: 'berry', category: 'winter' },
      { value: 'toes', category: 'winter' },
    ]);
  });

  it('guesses lists, and reads CSV exports of the old name tables', () => {
    const list = planImport(CONTENT_KINDS.prefixes, 'Jingle, Twinkle\nSparkle');
    expect(list.ok && list.format).toBe('list');
    expect(list.ok && list.rows.map((r) => r.label)).toEqual(['Jingle', 'Twinkle', 'Sparkle']);
    const plan = planImport(
      CONTENT_KINDS['last-names'],
      'id,last_name,category\n1,McSparkle,classic\n2,Snowdrop,',
    );
    expect(plan.ok && plan.rows.map((r) => r.fields)).toEqual([
      { value: 'McSparkle', category: 'classic' },
      { value: 'Snowdrop', category: 'custom' },
    ]);
  });

  it('rejects names a widget could not show', () => {
    const plan = planImport(CONTENT_KINDS.prefixes, `Jingle\n${'x'.repeat(41)}\nBad\u0007Bell`, {
      format: 'list',
    });
    expect(reportOf(plan).map((r) => r.reason)).toEqual([
      null,
      'Name must be at most 40 characters',
      'Name contains characters that cannot be stored',
    ]);
  });
});

describe('stored duplicates and the report', () => {
  it('marks rows whose key is stored, and counts every status', () => {
    const plan = planImport(CONTENT_KINDS.prefixes, 'Jingle\nTWINKLE\nSparkle\n', {
      format: 'list',
    });
    if (!plan.ok) throw new Error(plan.error);
    const rows = markStored(plan.rows, new Set(['twinkle']));
    expect(rows.map(toReportRow)).toEqual([
      { line: 1, status: 'new', label: 'Jingle', reason: null },
      { line: 2, status: 'duplicate', label: 'TWINKLE', reason: 'Already exists' },
      { line: 3, status: 'new', label: 'Sparkle', reason: null },
    ]);
    expect(countStatuses(rows)).toEqual({
      total: 3,
      new: 2,
      duplicate: 1,
      rejected: 0,
      imported: 0,
      failed: 0,
    });
  });

  it('downloads as CSV with quoting, and defuses spreadsheet formulas', () => {
    expect(
      reportCsv([
        { line: 2, status: 'imported', label: 'Cocoa, hot', reason: null },
        { line: 3, status: 'rejected', label: '=HYPERLINK("x")', reason: 'Title "x"\nbad' },
      ]),
    ).toBe(
      'line,status,title,reason\r\n2,imported,"Cocoa, hot",\r\n3,rejected,"\'=HYPERLINK(""x"")","Title ""x""\nbad"',
    );
  });
});

describe('list cells', () => {
  it.each([
    ['glue; paper ;;', ['glue', ' paper ', '', '']],
    ['{glue,"colored paper","a \\"quote\\"",NULL}', ['glue', 'colored paper', 'a "quote"']],
    ['["glue","paper"]', ['glue', 'paper']],
    ['[not json', ['[not json']],
  ])('%j', (cell, items) => {
    expect(parseListCell(cell)).toEqual(items);
  });
});
