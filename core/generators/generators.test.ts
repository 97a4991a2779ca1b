import {
  craftIdeasFor,
  customSupplyId,
  customSupplyProblem,
  DEFAULT_SUPPLIES,
  generatedCraftIdeas,
  rankCraftIdeas,
  suppliesText,
  supplyLabel,
} from './craft';
import { addToHistory, composeElfName, formatElfName } from './elf-name';
import type { Supply } from '../models';
import { seededRandom } from '../lib/random';
import { filterRecipes, findRecipes, truncate } from './recipe';
import { SAMPLE_RECIPES } from './recipe-samples';
import { pickScene } from './scene';

const supplies = (...ids: string[]): Supply[] =>
  DEFAULT_SUPPLIES.filter((s) => ids.includes(s.id)).map((s) => ({ ...s, checked: true }));

describe('elf names', () => {
  const parts = {
    prefixes: ['jingle', 'Twinkle'],
    suffixes: ['Toes', 'bell'],
    lastNames: ['mcSparkle', 'Snowbottom'],
  };

  it('joins a prefix and a suffix into one capitalised first name, and adds a last name for a full name', () => {
    const name = composeElfName(parts, 'full', seededRandom(1));
    expect(name.firstName).toMatch(/^(Jingle|Twinkle)(toes|bell)$/);
    expect(['McSparkle', 'Snowbottom']).toContain(name.lastName);
    expect(formatElfName(name)).toBe(`${name.firstName} ${name.lastName}`);
  });

  it('gives only a first name in first-name mode', () => {
    expect(composeElfName(parts, 'first', seededRandom(2))).not.toHaveProperty('lastName');
  });

  it('never repeats the previous name immediately', () => {
    const random = seededRandom(3);
    let previous = composeElfName(parts, 'first', random);
    for (let i = 0; i < 200; i++) {
      const next = composeElfName(parts, 'first', random, previous);
      expect(formatElfName(next)).not.toBe(formatElfName(previous));
      previous = next;
    }
  });

  it('repeats only when a single name is possible', () => {
    const one = { prefixes: ['Jingle'], suffixes: ['bell'], lastNames: ['Snow'] };
    const first = composeElfName(one, 'full', seededRandom(4));
    expect(composeElfName(one, 'full', seededRandom(5), first)).toEqual(first);
  });

  it('refuses to compose from empty lists', () => {
    expect(() =>
      composeElfName({ prefixes: [], suffixes: ['a'], lastNames: [] }, 'first', Math.random),
    ).toThrow();
  });

  it('keeps the newest 10 names in the history', () => {
    let history: number[] = [];
    for (let i = 1; i <= 12; i++) history = addToHistory(history, i);
    expect(history).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });
});

describe('craft ideas', () => {
  const ideas = [
    {
      id: 'a',
      title: 'Alpha',
      instructions: '',
      requiredSupplies: ['paper', 'glue'],
      difficulty: 'Easy' as const,
      timeRequired: null,
    },
    {
      id: 'b',
      title: 'Beta',
      instructions: '',
      requiredSupplies: ['Paper', 'Glue', 'Scissors'],
      difficulty: 'Easy' as const,
      timeRequired: null,
    },
    {
      id: 'c',
      title: 'Gamma',
      instructions: '',
      requiredSupplies: ['yarn'],
      difficulty: 'Easy' as const,
      timeRequired: null,
    },
    {
      id: 'd',
      title: 'Delta',
      instructions: '',
      requiredSupplies: ['Cotton Balls'],
      difficulty: 'Easy' as const,
      timeRequired: null,
    },
  ];

  it('ranks by matching supplies (id or name, any case), then by fewest missing, dropping non-matches', () => {
    const ranked = rankCraftIdeas(ideas, supplies('paper', 'glue', 'scissors', 'cottenballs'));
    expect(ranked.map((r) => [r.idea.id, r.matches])).toEqual([
      ['b', 3],
      ['a', 2],
      ['d', 1],
    ]);
  });

  it('fills up to three with generated ideas, deterministic for the same supplies', () => {
    const checked = supplies('yarn', 'buttons');
    const result = craftIdeasFor(ideas, checked);
    expect(result).toHaveLength(3);
    expect(result[0]).toMatchObject({ generated: false, idea: { id: 'c' } });
    expect(result.slice(1).every((r) => r.generated)).toBe(true);
    expect(craftIdeasFor(ideas, checked)).toEqual(result);
    for (const { idea } of result.slice(1)) {
      expect(idea.title).toMatch(/Yarn|Buttons/);
      expect(idea.instructions).toMatch(/^1\. /);
    }
  });

  it('makes ideas from the ticked supplies only, also when just one is ticked', () => {
    const custom: Supply = { id: 'custom_1', name: 'Pine Cones', checked: true };
    for (const checked of [...DEFAULT_SUPPLIES.map((s) => supplies(s.id)), [custom]]) {
      const [only] = checked;
      const others = [...DEFAULT_SUPPLIES.map((s) => s.name), 'Glitter'].filter(
        (name) => name !== only!.name,
      );
      for (const { idea, matches } of generatedCraftIdeas(checked, 3)) {
        expect(idea.requiredSupplies).toEqual([only!.name]);
        expect(matches).toBe(1);
        const text = `${idea.title}\n${idea.instructions}`.toLowerCase();
        expect(text).toContain(only!.name.toLowerCase());
        for (const other of others) expect(text, idea.title).not.toContain(other.toLowerCase());
      }
    }
  });

  it('makes different ideas for different supplies', () => {
    const one = generatedCraftIdeas(supplies('paper', 'glue'), 3).map((r) => r.idea.title);
    const two = generatedCraftIdeas(supplies('feltSheets', 'pompoms'), 3).map((r) => r.idea.title);
    expect(one).not.toEqual(two);
  });

  it('validates custom supplies and names them custom_ + timestamp', () => {
    const list = supplies('paper').map((s) => ({ ...s, checked: false }));
    expect(customSupplyProblem('  ', list)).toBe('Enter a supply name');
    expect(customSupplyProblem('colored paper', list)).toBe('That supply is already on the list');
    expect(customSupplyProblem('Glitter', list)).toBeNull();
    expect(customSupplyId(1700000000000)).toBe('custom_1700000000000');
  });

  it('shows default supplies by name, whatever case their id is written in', () => {
    expect(['cottenballs', 'FeltSheets', 'Glitter'].map(supplyLabel)).toEqual([
      'Cotton Balls',
      'Felt Sheets',
      'Glitter',
    ]);
  });

  it('lists checked supplies for copying', () => {
    expect(suppliesText(supplies('glue', 'yarn'))).toBe('- Glue\n- Yarn');
  });
});

describe('recipes', () => {
  it('filters by category, difficulty and kid-friendliness', () => {
    expect(
      filterRecipes(SAMPLE_RECIPES, { category: 'All', difficulty: 'All', kidFriendlyOnly: false }),
    ).toHaveLength(5);
    expect(
      filterRecipes(SAMPLE_RECIPES, {
        category: 'Drinks',
        difficulty: 'All',
        kidFriendlyOnly: false,
      }).map((r) => r.title),
    ).toEqual(['Peppermint Hot Chocolate']);
    expect(
      filterRecipes(SAMPLE_RECIPES, {
        category: 'All',
        difficulty: 'Hard',
        kidFriendlyOnly: false,
      }),
    ).toHaveLength(1);
    expect(
      filterRecipes(SAMPLE_RECIPES, {
        category: 'All',
        difficulty: 'All',
        kidFriendlyOnly: true,
      }).every((r) => r.kidFriendly),
    ).toBe(true);
    expect(
      filterRecipes(SAMPLE_RECIPES, {
        category: 'Christmas Dinner',
        difficulty: 'Easy',
        kidFriendlyOnly: false,
      }),
    ).toEqual([]);
  });

  it('shuffles the filtered recipes without losing any', () => {
    const found = findRecipes(
      SAMPLE_RECIPES,
      { category: 'All', difficulty: 'All', kidFriendlyOnly: false },
      seededRandom(9),
    );
    expect([...found].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...SAMPLE_RECIPES].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('cuts descriptions to 100 characters plus an ellipsis', () => {
    expect(truncate('x'.repeat(100), 100)).toBe('x'.repeat(100));
    expect(truncate('x'.repeat(101), 100)).toBe(`${'x'.repeat(100)}...`);
  });
});

describe('scenes', () => {
  const scenes = [{ id: '1' }, { id: '2' }, { id: '3' }];
  it('never picks the scene just shown', () => {
    const random = seededRandom(11);
    let previous: string | null = null;
    for (let i = 0; i < 100; i++) {
      const next: { id: string } = pickScene(scenes, previous, random)!;
      expect(next.id).not.toBe(previous);
      previous = next.id;
    }
  });
  it('answers null without scenes and the only scene when there is one', () => {
    expect(pickScene([], null, Math.random)).toBeNull();
    expect(pickScene([{ id: 'x' }], 'x', Math.random)).toEqual({ id: 'x' });
  });
});
