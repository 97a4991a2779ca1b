import type { CraftIdea, Difficulty, Supply } from '../models';
import { hashString, seededRandom, shuffle } from '../lib/random';

/** Default supplies with the contract's ids (including its spelling 'cottenballs'). */
export const DEFAULT_SUPPLIES: readonly { id: string; name: string }[] = [
  { id: 'paper', name: 'Colored Paper' },
  { id: 'scissors', name: 'Scissors' },
  { id: 'glue', name: 'Glue' },
  { id: 'yarn', name: 'Yarn' },
  { id: 'buttons', name: 'Buttons' },
  { id: 'feltSheets', name: 'Felt Sheets' },
  { id: 'pompoms', name: 'Pom-poms' },
  { id: 'pipecleaners', name: 'Pipe Cleaners' },
  { id: 'googlyeyes', name: 'Googly Eyes' },
  { id: 'cottenballs', name: 'Cotton Balls' },
];

export const CRAFT_IDEAS_SHOWN = 3;
export const NO_SUPPLY_MESSAGE = 'Please select at least one craft supply!';

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export function customSupplyId(now: number): string {
  return `custom_${now}`;
}

/** Why a custom supply cannot be added, or null when it can. */
export function customSupplyProblem(name: string, supplies: readonly Supply[]): string | null {
  const key = normalize(name);
  if (!key) return 'Enter a supply name';
  if (supplies.some((s) => normalize(s.name) === key || normalize(s.id) === key))
    return 'That supply is already on the list';
  return null;
}

/** A craft idea with the number of its required supplies that are checked. */
export interface RankedIdea {
  idea: Omit<CraftIdea, 'updatedAt'>;
  matches: number;
  generated: boolean;
}

/** A required supply matches a checked one by id or by name, ignoring case and punctuation. */
function matchCount(idea: Pick<CraftIdea, 'requiredSupplies'>, checked: readonly Supply[]): number {
  const keys = new Set(checked.flatMap((s) => [normalize(s.id), normalize(s.name)]));
  return idea.requiredSupplies.filter((supply) => keys.has(normalize(supply))).length;
}

/** Curated ideas with at least one matching supply, most matches first (then fewest missing, then title). */
export function rankCraftIdeas(
  ideas: readonly Omit<CraftIdea, 'updatedAt'>[],
  checked: readonly Supply[],
): RankedIdea[] {
  return ideas
    .map((idea) => ({ idea, matches: matchCount(idea, checked), generated: false }))
    .filter((ranked) => ranked.matches > 0)
    .sort(
      (a, b) =>
        b.matches - a.matches ||
        a.idea.requiredSupplies.length - a.matches - (b.idea.requiredSupplies.length - b.matches) ||
        a.idea.title.localeCompare(b.idea.title),
    );
}

/**
 * A made-up idea built from one or two checked supplies; with one, it uses that supply alone (it
 * never asks for something the visitor did not tick).
 */
interface Template {
  title: (a: string, b?: string) => string;
  steps: (a: string, b?: string) => string[];
  difficulty: Difficulty;
  time: string;
}

const TEMPLATES: Template[] = [
  {
    title: (a, b) => (b ? `${a} and ${b} Snowflake Ornament` : `${a} Snowflake Ornament`),
    steps: (a, b) => [
      `Shape a six-point snowflake from the ${a}.`,
      b ? `Decorate each point with the ${b}.` : `Add a smaller ${a} star at the centre.`,
      'Hang it where your elf can admire it.',
    ],
    difficulty: 'Easy',
    time: '15 minutes',
  },
  {
    title: (a, b) => (b ? `Elf-Sized ${a} Sled with ${b} Trim` : `Elf-Sized ${a} Sled`),
    steps: (a, b) => [
      `Fold or stack the ${a} into a small sled base.`,
      b ? `Trim the edges with the ${b}.` : `Curl a strip of the ${a} into runners.`,
      'Park the sled next to your elf for a morning surprise.',
    ],
    difficulty: 'Medium',
    time: '25 minutes',
  },
  {
    title: (a, b) => (b ? `${a} Reindeer Puppet with ${b}` : `${a} Reindeer Puppet`),
    steps: (a, b) => [
      `Make the reindeer's head and body from the ${a}.`,
      b
        ? `Give it antlers, eyes and a nose using the ${b}.`
        : `Shape antlers, eyes and a nose from what is left of the ${a}.`,
      'Put on a puppet show starring your elf.',
    ],
    difficulty: 'Easy',
    time: '20 minutes',
  },
  {
    title: (a, b) => (b ? `North Pole Garland of ${a} and ${b}` : `North Pole ${a} Garland`),
    steps: (a, b) => [
      `Cut or gather small pieces of ${a}.`,
      b
        ? `Alternate them with the ${b} along a long strand.`
        : `Join them end to end into a long strand.`,
      'Drape the garland where your elf can "help" hang it.',
    ],
    difficulty: 'Easy',
    time: '30 minutes',
  },
  {
    title: (a, b) =>
      b ? `${a} Gingerbread House Front with ${b}` : `${a} Gingerbread House Front`,
    steps: (a, b) => [
      `Build a flat house front from the ${a}.`,
      b
        ? `Add windows, a door and snowy trim using the ${b}.`
        : `Add windows, a door and snowy trim from more ${a}.`,
      'Stand it up as a backdrop for tonight’s elf scene.',
    ],
    difficulty: 'Medium',
    time: '35 minutes',
  },
  {
    title: (a, b) => (b ? `Tiny ${a} Stocking Decorated with ${b}` : `Tiny ${a} Stocking`),
    steps: (a, b) => [
      `Cut two small stocking shapes from the ${a} and join the edges.`,
      b ? `Decorate the cuff with the ${b}.` : `Fold the top over into a cuff.`,
      'Tuck a note from your elf inside.',
    ],
    difficulty: 'Easy',
    time: '20 minutes',
  },
];

/**
 * Ideas made from the checked supplies when fewer than three curated ones match. Deterministic:
 * the same checked supplies always give the same ideas, so a reload shows what it showed before.
 */
export function generatedCraftIdeas(checked: readonly Supply[], count: number): RankedIdea[] {
  if (count <= 0 || checked.length === 0) return [];
  const names = [...checked].sort((x, y) => x.id.localeCompare(y.id)).map((s) => s.name);
  const random = seededRandom(hashString(names.join('|')));
  const templates = shuffle(TEMPLATES, random);
  return Array.from({ length: Math.min(count, templates.length) }, (_, i) => {
    const template = templates[i]!;
    const used =
      names.length > 1 ? [names[i % names.length]!, names[(i + 1) % names.length]!] : [names[0]!];
    const [a, b] = used as [string, string | undefined];
    const steps = template.steps(a.toLowerCase(), b?.toLowerCase());
    return {
      idea: {
        id: `generated-${i}`,
        title: template.title(a, b),
        instructions: steps.map((step, n) => `${n + 1}. ${step}`).join('\n'),
        requiredSupplies: used,
        difficulty: template.difficulty,
        timeRequired: template.time,
      },
      matches: used.length,
      generated: true,
    };
  });
}

/** Up to three ideas: curated ones ranked by matching supplies, filled with generated ones. */
export function craftIdeasFor(
  ideas: readonly Omit<CraftIdea, 'updatedAt'>[],
  checked: readonly Supply[],
): RankedIdea[] {
  const ranked = rankCraftIdeas(ideas, checked).slice(0, CRAFT_IDEAS_SHOWN);
  return [...ranked, ...generatedCraftIdeas(checked, CRAFT_IDEAS_SHOWN - ranked.length)];
}

/** How a required supply reads to people: a default supply's name for its id, else as written. */
export function supplyLabel(value: string): string {
  const key = normalize(value);
  return DEFAULT_SUPPLIES.find((s) => normalize(s.id) === key)?.name ?? value;
}

/** Text copied by "copy supplies": one checked supply per line. */
export function suppliesText(checked: readonly Supply[]): string {
  return checked.map((s) => `- ${s.name}`).join('\n');
}
