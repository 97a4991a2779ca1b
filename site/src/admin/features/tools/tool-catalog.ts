import type { ContentCounts } from '@core/admin/admin-content-api';
import { CONTENT_KINDS, type ContentKindId } from '@core/generators/content-kinds';
import { useSearchParams } from 'react-router-dom';
import { TOOL_NAMES, type ToolName } from '@core/models';
import { countOf } from '@core/lib/plural';
import { ALL_TOOLS } from '@core/generators/tools';
import { PATHS } from '@site/shared/app/paths';

/** What the Tools page says of each generator, and where it is configured. */
interface ToolPage {
  description: string;
  configurePath: string;
  /** The content kinds the tool shows, counted on its card. */
  curated: readonly ContentKindId[];
}

const TOOL_PAGES: Record<ToolName, ToolPage> = {
  elfNameGenerator: {
    description:
      'Gives visitors a festive elf name made from your prefixes, suffixes and last names.',
    configurePath: PATHS.adminElfNameGenerator,
    curated: ['prefixes', 'suffixes', 'last-names'],
  },
  craftGenerator: {
    description: 'Suggests craft ideas from the supplies a family has at home.',
    configurePath: PATHS.adminTool('craft-generator'),
    curated: ['crafts'],
  },
  sceneGenerator: {
    description: 'Spins a random elf scene to set up tonight.',
    configurePath: PATHS.adminTool('scene-generator'),
    curated: ['scenes'],
  },
  recipeGenerator: {
    description: 'Finds holiday recipes by category, difficulty and kid-friendliness.',
    configurePath: PATHS.adminTool('recipe-generator'),
    curated: ['recipes'],
  },
};

export const TOOL_CATALOG = ALL_TOOLS.map((tool) => ({ ...tool, ...TOOL_PAGES[tool.toolName] }));
export type CatalogTool = (typeof TOOL_CATALOG)[number];

export const TOOL_NAMES_LISTED = TOOL_CATALOG.map((tool) => tool.toolName);

/**
 * The tool the Analytics tab's tables show, chosen above its embedding pages. It lives in the
 * address (`&tool=`): a reload or a shared link shows the same.
 */
export function useChosenTool(): ToolName {
  const [params] = useSearchParams();
  const requested = params.get('tool');
  return TOOL_NAMES.find((name) => name === requested) ?? TOOL_CATALOG[0]!.toolName;
}

/** '12 craft ideas', '1 prefix': a kind's exact count with its noun. */
export function curatedCount(kind: ContentKindId, counts: ContentCounts): string {
  return countOf(counts[kind], CONTENT_KINDS[kind].noun);
}
