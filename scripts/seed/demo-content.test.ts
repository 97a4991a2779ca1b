import { contentKind } from '../../core/content-kinds';
import {
  DEMO_CRAFTS,
  DEMO_LAST_NAMES,
  DEMO_PREFIXES,
  DEMO_RECIPES,
  DEMO_SCENES,
  DEMO_SUFFIXES,
} from './demo-content';

it.each([
  ['prefixes', DEMO_PREFIXES.map((value) => ({ value }))],
  ['suffixes', DEMO_SUFFIXES.map((value) => ({ value }))],
  ['last-names', DEMO_LAST_NAMES.map((value) => ({ value }))],
  ['crafts', DEMO_CRAFTS],
  ['scenes', DEMO_SCENES],
  ['recipes', DEMO_RECIPES],
] as const)('demo %s pass the content schema, without duplicates', (kindId, items) => {
  const kind = contentKind(kindId);
  const keys = items.map((item) => {
    const parsed = kind.schema.safeParse(item);
    expect(parsed.error?.issues ?? []).toEqual([]);
    return parsed.success ? kind.key(parsed.data) : '';
  });
  expect(new Set(keys).size).toBe(keys.length);
});
