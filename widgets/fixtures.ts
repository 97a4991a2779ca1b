/** Fixture content for stories and component tests (never bundled: only stories and tests import it). */
import type { NameParts } from '@core/generators/elf-name';
import type { RecipeView } from '@core/generators/recipe';
import { SAMPLE_RECIPES } from '@core/generators/recipe-samples';
import type { CraftIdeaView } from './craft/craft-generator';
import type { LoadState } from './shared/remote-data';
import type { SceneView } from './scene/scene-generator';
import type { WidgetInstance } from './shared/usage';
import type { ToolName } from '@core/models';

/** When the fixture content last changed: the version its preview images carry. */
export const FIXTURE_UPDATED_AT = '2026-11-20T10:00:00.000Z';

export const NAME_PARTS: NameParts = {
  prefixes: ['Jingle', 'Twinkle', 'Snowy', 'Cocoa'],
  suffixes: ['toes', 'bell', 'flake', 'sprout'],
  lastNames: ['McSparkle', 'Snowbottom', 'Gingersnap'],
};

export const CRAFT_IDEAS: CraftIdeaView[] = [
  {
    id: 'c1',
    title: 'Paper Chain Countdown',
    instructions: '1. Cut strips.\n2. Glue them into a chain.',
    requiredSupplies: ['paper', 'scissors', 'glue'],
    difficulty: 'Easy',
    timeRequired: '20 minutes',
    updatedAt: FIXTURE_UPDATED_AT,
  },
  {
    id: 'c2',
    title: 'Pom-pom Snowman',
    instructions: '1. Stack three pom-poms.\n2. Add googly eyes.',
    requiredSupplies: ['pompoms', 'glue', 'googlyeyes'],
    difficulty: 'Easy',
    timeRequired: '15 minutes',
    updatedAt: FIXTURE_UPDATED_AT,
  },
  {
    id: 'c3',
    title: 'Yarn Elf Hat',
    instructions: '1. Wrap yarn round a ring.\n2. Top with a pom-pom.',
    requiredSupplies: ['yarn', 'scissors', 'pompoms'],
    difficulty: 'Medium',
    timeRequired: '40 minutes',
    updatedAt: FIXTURE_UPDATED_AT,
  },
];

export const SCENES: SceneView[] = [
  {
    id: 's1',
    title: 'Marshmallow Bath',
    description: 'The elf relaxes in a bowl of marshmallows.',
    requiredItems: ['Bowl', 'Mini marshmallows'],
    setupInstructions: 'Fill a bowl and sit the elf inside.',
    difficulty: 'Easy',
    timeRequired: '5 minutes',
    updatedAt: FIXTURE_UPDATED_AT,
  },
  {
    id: 's2',
    title: 'Zipline Adventure',
    description: 'The elf zips across the room.',
    requiredItems: ['String', 'Hanger'],
    setupInstructions: 'Tie string between two chairs.',
    difficulty: 'Medium',
    timeRequired: '10 minutes',
    updatedAt: FIXTURE_UPDATED_AT,
  },
  {
    id: 's3',
    title: 'Snow Angel in Flour',
    description: 'A snow angel on the counter.',
    requiredItems: ['Flour', 'Tray'],
    setupInstructions: 'Spread flour and press the elf in.',
    difficulty: 'Easy',
    timeRequired: null,
    updatedAt: FIXTURE_UPDATED_AT,
  },
];

/** The first three built-in samples; the first with a description long enough to be cut. */
export const RECIPES: RecipeView[] = SAMPLE_RECIPES.slice(0, 3).map((recipe, i) => ({
  ...recipe,
  updatedAt: FIXTURE_UPDATED_AT,
  ...(i === 0 && {
    description: `${recipe.description} Pipe icing buttons and scarves once they cool.`,
  }),
}));

export const instanceFor = (tool: ToolName): WidgetInstance => ({
  tool,
  instanceId: 'story',
  postId: null,
});

export const loading: LoadState<never> = { status: 'loading' };
export const failed: LoadState<never> = { status: 'error', message: '503 Service Unavailable' };
export const ready = <T>(data: T): LoadState<T> => ({ status: 'ready', data });

const notAllowed = () =>
  Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));

/**
 * The clipboard and Web Share refuse, as in another site's frame without `allow="clipboard-write;
 * web-share"`; answers the undo.
 */
export function refuseClipboardAndShare(): () => void {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: notAllowed },
    configurable: true,
  });
  Object.defineProperty(navigator, 'share', { value: notAllowed, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(navigator, 'share');
  };
}

/**
 * The page reports a coarse pointer (a phone or tablet), or with `media` only that query (a touch
 * screen beside a stylus or a mouse: '(any-pointer: coarse)'); answers the undo.
 */
export const pretendTouchScreen = (media = '(pointer: coarse)') => pretendMedia(media);

/** The page matches the media query `media`, and no other; answers the undo. */
export function pretendMedia(media: string): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({ matches: query === media, media: query }),
    configurable: true,
  });
  return () => {
    if (own) Object.defineProperty(window, 'matchMedia', own);
    else Reflect.deleteProperty(window, 'matchMedia');
  };
}
