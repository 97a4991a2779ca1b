/** Fixture content for stories and component tests (never bundled: only stories and tests import it). */
import type { NameParts } from '../core/elf-name';
import type { RecipeView } from '../core/recipe';
import type { CraftIdeaView } from './craft/craft-generator';
import type { LoadState } from './shared/remote-data';
import type { SceneView } from './scene/scene-generator';
import type { WidgetInstance } from './shared/usage';
import type { ToolName } from '../core/models';

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
  },
  {
    id: 'c2',
    title: 'Pom-pom Snowman',
    instructions: '1. Stack three pom-poms.\n2. Add googly eyes.',
    requiredSupplies: ['pompoms', 'glue', 'googlyeyes'],
    difficulty: 'Easy',
    timeRequired: '15 minutes',
  },
  {
    id: 'c3',
    title: 'Yarn Elf Hat',
    instructions: '1. Wrap yarn round a ring.\n2. Top with a pom-pom.',
    requiredSupplies: ['yarn', 'scissors', 'pompoms'],
    difficulty: 'Medium',
    timeRequired: '40 minutes',
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
  },
  {
    id: 's2',
    title: 'Zipline Adventure',
    description: 'The elf zips across the room.',
    requiredItems: ['String', 'Hanger'],
    setupInstructions: 'Tie string between two chairs.',
    difficulty: 'Medium',
    timeRequired: '10 minutes',
  },
  {
    id: 's3',
    title: 'Snow Angel in Flour',
    description: 'A snow angel on the counter.',
    requiredItems: ['Flour', 'Tray'],
    setupInstructions: 'Spread flour and press the elf in.',
    difficulty: 'Easy',
    timeRequired: null,
  },
];

export const RECIPES: RecipeView[] = [
  {
    id: 'r1',
    title: 'Gingerbread Cookies',
    description:
      'Classic spiced cookies to cut into elves, trees and stars, perfect for an afternoon of decorating with the whole family.',
    ingredients: ['3 cups flour', '1 tbsp ginger'],
    instructions: 'Mix, chill, roll, cut and bake.',
    prepTime: '20 min',
    cookTime: '8 min',
    totalTime: '1 hr 30 min',
    servings: 24,
    difficulty: 'Medium',
    category: 'Holiday Cookies',
    tags: ['cookies'],
    imageUrl: null,
    kidFriendly: true,
  },
  {
    id: 'r2',
    title: 'Peppermint Hot Chocolate',
    description: 'Rich cocoa with crushed candy canes.',
    ingredients: ['4 cups milk', '1/2 cup cocoa'],
    instructions: 'Warm, whisk and pour.',
    prepTime: '5 min',
    cookTime: '10 min',
    totalTime: '15 min',
    servings: 4,
    difficulty: 'Easy',
    category: 'Drinks',
    tags: ['drinks'],
    imageUrl: null,
    kidFriendly: true,
  },
  {
    id: 'r3',
    title: 'Roast Turkey',
    description: 'A golden centrepiece.',
    ingredients: ['1 turkey'],
    instructions: 'Roast until done.',
    prepTime: '30 min',
    cookTime: '3 hr',
    totalTime: '4 hr',
    servings: 10,
    difficulty: 'Hard',
    category: 'Christmas Dinner',
    tags: ['dinner'],
    imageUrl: null,
    kidFriendly: false,
  },
];

export const instanceFor = (tool: ToolName): WidgetInstance => ({
  tool,
  instanceId: 'story',
  postId: null,
});

export const loading: LoadState<never> = { status: 'loading' };
export const failed: LoadState<never> = { status: 'error', message: '503 Service Unavailable' };
export const ready = <T>(data: T): LoadState<T> => ({ status: 'ready', data });
