/** Demo content for a fresh local stack: posts, generator content and custom redirects. */
import type { SubscriberStatus } from '@core/newsletter/subscribers';
import type { CraftIdea, Difficulty, ElfScene, HolidayRecipe, PostCategoryId } from '@core/models';
import { SAMPLE_RECIPES } from '@core/generators/recipe-samples';

export interface DemoPost {
  title: string;
  excerpt: string;
  paragraphs: string[];
  tips: string[];
  published: boolean;
  theme: 'default' | 'brand' | 'christmas';
  categories: PostCategoryId[];
  author?: string;
  seoDescription?: string;
  /** Background colour of the generated featured image; none means the default holiday photo. */
  imageColor?: string;
  /** False: a text-only post that embeds no generator (published posts otherwise embed one). */
  generators?: false;
  /** A draft that publishes itself this many days after the seed, on the hour. */
  scheduledInDays?: number;
}

export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'Elf on the Shelf Ideas for the First Week',
    excerpt: 'Seven easy, low-mess setups to start your elf season with a smile.',
    paragraphs: [
      'The first week sets the tone for the whole season. Keep it simple: a surprise in a familiar place is more magical than an elaborate scene that takes an hour to build.',
      'Think about what your children notice first in the morning, the cereal cupboard, the bathroom mirror, their favourite stuffed animal, and let the elf borrow that spot.',
    ],
    tips: [
      'Tuck the elf into the cereal box with a spoon',
      'Write a hello note on the mirror with soap',
      'Wrap the elf in toilet paper like a snowman',
    ],
    published: true,
    theme: 'default',
    categories: ['elf-tips'],
    seoDescription:
      'Seven easy elf setups for the first week of the season, each ready in five minutes with things you already have at home.',
    imageColor: '#b91c1c',
  },
  {
    title: 'How to Write a Welcome Letter From Your Elf',
    excerpt: 'A short letter on arrival day explains the rules and builds excitement.',
    paragraphs: [
      'An arrival letter gives your elf a voice. Mention each child by name, say something specific you noticed about them, and explain the one rule: no touching!',
      'Keep the letter short enough to read aloud at breakfast. A bit of glitter or a tiny snowflake stamp makes it feel like it really came from the North Pole.',
    ],
    tips: [
      'Use each child’s name',
      'Mention one good deed you have noticed',
      'Sign with a pawprint or a snowflake',
    ],
    published: true,
    theme: 'brand',
    categories: ['elf-tips', 'holiday-magic'],
    author: 'Jolly Jingle',
    imageColor: '#166534',
  },
  {
    title: 'Christmas Traditions From Around the World',
    excerpt: 'From Iceland’s Yule Lads to Italy’s La Befana, helpers visit homes everywhere.',
    paragraphs: [
      'Families have welcomed mischievous helpers for centuries. In Iceland, thirteen Yule Lads visit one by one and leave small gifts in shoes on the windowsill.',
      'In Italy, La Befana sweeps in on Epiphany Eve. Sharing these stories with your children makes your own elf part of a much bigger, older tradition.',
    ],
    tips: [
      'Read one tradition aloud each night',
      'Find each country on a map',
      'Let the elf bring a treat from that country',
    ],
    published: true,
    theme: 'christmas',
    categories: ['christmas-traditions'],
    imageColor: '#1d4ed8',
  },
  {
    title: 'Five Elf Crafts You Can Make in Ten Minutes',
    excerpt: 'Tiny props from paper, pom-poms and pipe cleaners that make scenes shine.',
    paragraphs: [
      'Props turn a plain shelf into a story. A paper sled, a pom-pom snowball fight or a pipe-cleaner ski set all take less time than a cup of cocoa.',
      'Keep a small craft box for the season so you never have to hunt for glue at eleven at night.',
    ],
    tips: ['Paper sled from a folded card', 'Pom-pom snowballs', 'Pipe-cleaner skis and poles'],
    published: true,
    theme: 'default',
    categories: ['elf-tips', 'holiday-magic'],
    imageColor: '#7c3aed',
  },
  {
    title: 'The Night Our Elf Got Stuck in the Tree',
    excerpt: 'A bedtime story about a curious elf, a tangle of lights and a brave little sister.',
    paragraphs: [
      'Pip had always wondered what the top of the tree looked like. So, one snowy night, he climbed and climbed, past the glass birds and the candy canes, until the lights wrapped around his boots.',
      'In the morning, little Rosa found him there, dangling upside down and grinning. She did not touch him, of course. She just laughed, and Pip laughed too.',
    ],
    tips: [
      'Read it on a snowy evening',
      'Ask your children how Pip got down',
      'Let them draw the ending',
    ],
    published: true,
    theme: 'christmas',
    categories: ['elf-stories'],
    author: 'Auntie Holly',
    imageColor: '#0f766e',
  },
  {
    title: 'Elf Breakfast Ideas Kids Love',
    excerpt: 'Green pancakes, snowman doughnuts and a tiny elf-sized café.',
    paragraphs: [
      'Breakfast is the easiest time for elf magic: everyone is in the kitchen and sleepy enough to be delighted by green pancakes.',
      'A drop of food colouring, a powdered-sugar snowstorm or a tiny menu written by the elf is all it takes.',
    ],
    tips: ['Green pancakes with a note', 'Snowman doughnut stacks', 'A menu in elf handwriting'],
    published: true,
    theme: 'brand',
    categories: ['holiday-magic'],
    imageColor: '#ca8a04',
  },
  {
    title: 'What to Do If Someone Touches the Elf',
    excerpt: 'A gentle way to restore the magic after an accidental touch.',
    paragraphs: [
      'Accidents happen. The most important thing is to reassure your child that the elf is not lost forever and that nobody is in trouble.',
      'Many families sprinkle a little cinnamon next to the elf overnight, the magic dust that helps an elf recover its powers, and write an apology letter together.',
    ],
    tips: ['Stay calm and kind', 'Sprinkle a pinch of cinnamon', 'Write a sorry note together'],
    published: true,
    theme: 'default',
    categories: ['elf-tips'],
  },
  {
    title: 'A Kindness Challenge From the North Pole',
    excerpt: 'Twelve small good deeds your elf can suggest in December.',
    paragraphs: [
      'Elves are famous for helping. Let yours leave a small kindness challenge each morning: draw a picture for a neighbour, help set the table, share a toy.',
      'At the end of the week, the elf can leave a certificate. Children love proof that the North Pole noticed.',
    ],
    tips: [
      'Draw a card for a neighbour',
      'Help with the washing up',
      'Donate a book you have outgrown',
    ],
    published: true,
    theme: 'christmas',
    categories: ['holiday-magic', 'christmas-traditions'],
    imageColor: '#be185d',
  },
  {
    title: 'Elf Goodbye Letter Ideas for Christmas Eve',
    excerpt: 'Saying goodbye is easier with a letter and a promise to return.',
    paragraphs: [
      'On Christmas Eve the elf flies home with Santa. A goodbye letter helps children feel proud of the season instead of sad that it is over.',
      'Mention a favourite moment from each week and promise to come back next year.',
    ],
    tips: ['Recall a favourite moment', 'Leave a small keepsake', 'Promise to return next year'],
    published: true,
    theme: 'brand',
    categories: ['elf-tips', 'christmas-traditions'],
    imageColor: '#9a3412',
  },
  {
    title: 'Hot Cocoa Bar for Elves and Humans',
    excerpt: 'Set up a cocoa station with tiny cups for your elf and big mugs for everyone else.',
    paragraphs: [
      'A cocoa bar is a cosy weekend treat. Line up marshmallows, crushed candy canes and a jug of warm milk, and let the elf run the counter.',
      'Tiny paper cups from a craft store make perfect elf-sized mugs.',
    ],
    tips: ['Crushed candy canes', 'Mini marshmallows', 'Elf-sized paper cups'],
    published: true,
    theme: 'default',
    categories: ['holiday-magic'],
    imageColor: '#78350f',
  },
  {
    title: 'Where Should the Elf Land Tonight? A Room-by-Room Guide',
    excerpt: 'Fresh hiding spots for every room, so the morning search never gets old.',
    paragraphs: [
      'Children learn the elf’s favourite spots quickly, so move through the house: a week in the kitchen, a week in the living room, then somewhere nobody expects, like the laundry basket or the car.',
      'High places keep the no-touching rule easy to follow, and a spot near something your children use every morning makes sure the elf is found before breakfast.',
    ],
    tips: [
      'Kitchen: peeking out of the fruit bowl',
      'Bathroom: riding the toothbrush holder',
      'Hallway: hanging from the coat hooks',
    ],
    published: true,
    theme: 'christmas',
    categories: ['elf-tips'],
    imageColor: '#166534',
    generators: false,
  },
  {
    title: 'Planning Next Year’s Elf Calendar',
    excerpt: 'A draft plan for a whole season of scenes, one evening at a time.',
    paragraphs: [
      'A rough plan saves late nights. Sketch the season week by week and mark the busy evenings for easy scenes.',
    ],
    tips: ['Mark busy evenings', 'Save big scenes for weekends'],
    published: false,
    theme: 'default',
    categories: ['elf-tips'],
  },
  {
    title: 'Elf Scenes for Busy Parents',
    excerpt: 'Draft: two-minute scenes for the evenings you forgot.',
    paragraphs: [
      'Every parent forgets sometimes. These scenes take two minutes and use nothing but the kitchen.',
    ],
    tips: ['Elf in the fridge', 'Elf reading a recipe book'],
    published: false,
    theme: 'brand',
    categories: ['elf-tips'],
    imageColor: '#334155',
  },
  {
    title: 'The Elf Who Learned to Bake',
    excerpt: 'Draft story: flour everywhere and a gingerbread surprise.',
    paragraphs: [
      'Fizz had never baked before, but the recipe book was open and the flour was right there.',
    ],
    tips: ['Read it while the cookies bake'],
    published: false,
    scheduledInDays: 3,
    theme: 'christmas',
    categories: ['elf-stories'],
    imageColor: '#a16207',
  },
  {
    title: 'Our Favourite Elf Traditions, Ranked',
    excerpt: 'Draft: the team votes on its all-time favourite traditions.',
    paragraphs: [
      'We asked everyone on the team for their favourite tradition. The results surprised us.',
    ],
    tips: ['Arrival breakfast', 'Kindness challenge'],
    published: false,
    theme: 'default',
    categories: ['christmas-traditions'],
  },
];

export const DEMO_PREFIXES = [
  'Jingle',
  'Twinkle',
  'Sparkle',
  'Snowy',
  'Merry',
  'Frosty',
  'Holly',
  'Candy',
  'Tinsel',
  'Cocoa',
  'Buddy',
  'Pepper',
  'Sugar',
  'Winter',
  'Cinnamon',
  'Glitter',
  'Nutmeg',
  'Starry',
  'Sprinkle',
  'Mistle',
  'Pudding',
  'Ginger',
  'Cozy',
  'Marshmallow',
];
export const DEMO_SUFFIXES = [
  'bell',
  'toes',
  'sprout',
  'flake',
  'cheeks',
  'pop',
  'wink',
  'button',
  'drop',
  'boots',
  'jinx',
  'puff',
  'whistle',
  'nose',
  'berry',
  'snap',
  'twist',
  'beam',
  'socks',
  'mitten',
  'sparks',
  'dash',
  'pie',
  'bloom',
];
export const DEMO_LAST_NAMES = [
  'McJingles',
  'Snowbottom',
  'Candycane',
  'Frostwhisker',
  'Tinselton',
  'Gingersnap',
  'Peppermint',
  'Hollyberry',
  'Sugarplum',
  'Icicle',
  'Jollybean',
  'Sleighbell',
  'Evergreen',
  'Stockingstuff',
  'Northwind',
  'Cocoabean',
  'Fruitcake',
  'Mistletoe',
  'Wrappington',
  'Chimneysweep',
  'Snowglobe',
  'Twinklestar',
  'Pinecone',
  'Gumdrop',
];

type Craft = Omit<CraftIdea, 'id' | 'updatedAt'>;
const craft = (
  title: string,
  requiredSupplies: string[],
  difficulty: Difficulty,
  timeRequired: string,
  instructions: string,
): Craft => ({
  title,
  requiredSupplies,
  difficulty,
  timeRequired,
  instructions,
});
export const DEMO_CRAFTS: Craft[] = [
  craft(
    'Paper Chain Countdown',
    ['paper', 'scissors', 'glue'],
    'Easy',
    '20 minutes',
    'Cut strips of coloured paper, write a day on each and glue them into a chain. Remove one link each morning.',
  ),
  craft(
    'Pom-pom Snowman',
    ['pompoms', 'glue', 'googlyeyes', 'feltSheets'],
    'Easy',
    '15 minutes',
    'Glue three white pom-poms in a stack, add googly eyes and a felt scarf.',
  ),
  craft(
    'Pipe Cleaner Candy Canes',
    ['pipecleaners'],
    'Easy',
    '10 minutes',
    'Twist a red and a white pipe cleaner together and bend the top into a hook.',
  ),
  craft(
    'Button Wreath',
    ['buttons', 'glue', 'paper'],
    'Medium',
    '30 minutes',
    'Cut a paper ring and glue green and red buttons all around it. Add a yarn loop to hang it.',
  ),
  craft(
    'Yarn Elf Hat',
    ['yarn', 'scissors', 'pompoms'],
    'Medium',
    '40 minutes',
    'Wrap yarn around a cardboard ring, tie a bundle and top it with a pom-pom.',
  ),
  craft(
    'Cotton Ball Snow Scene',
    ['cottenballs', 'glue', 'paper'],
    'Easy',
    '20 minutes',
    'Draw a winter scene and glue cotton balls along the ground and rooftops as snow.',
  ),
  craft(
    'Felt Stocking Ornament',
    ['feltSheets', 'scissors', 'glue', 'buttons'],
    'Medium',
    '35 minutes',
    'Cut two felt stocking shapes, glue the edges and decorate with buttons.',
  ),
  craft(
    'Googly-eyed Reindeer',
    ['paper', 'googlyeyes', 'pipecleaners', 'pompoms', 'glue'],
    'Hard',
    '45 minutes',
    'Trace a hand on brown paper for antlers, glue on a face with googly eyes, pipe-cleaner antlers and a red pom-pom nose.',
  ),
];

type Scene = Omit<ElfScene, 'id' | 'createdAt' | 'updatedAt'>;
export const DEMO_SCENES: Scene[] = [
  {
    title: 'Marshmallow Bath',
    description: 'The elf relaxes in a bowl of marshmallows like a bubble bath.',
    requiredItems: ['Bowl', 'Mini marshmallows', 'Toothbrush'],
    setupInstructions:
      'Fill a bowl with marshmallows, sit the elf inside and prop a toothbrush beside it.',
    difficulty: 'Easy',
    timeRequired: '5 minutes',
  },
  {
    title: 'Zipline Adventure',
    description: 'The elf zips across the living room on a string.',
    requiredItems: ['String', 'Clothes hanger', 'Tape'],
    setupInstructions:
      'Tie string between two chairs at an angle and hang the elf from a hanger on it.',
    difficulty: 'Medium',
    timeRequired: '10 minutes',
  },
  {
    title: 'Snow Angel in Flour',
    description: 'The elf made a snow angel on the kitchen counter.',
    requiredItems: ['Flour', 'Baking tray'],
    setupInstructions: 'Spread flour on a tray, press the elf in and move its arms to make wings.',
    difficulty: 'Easy',
    timeRequired: '5 minutes',
  },
  {
    title: 'Movie Night',
    description: 'The elf and friends watch a holiday film with popcorn.',
    requiredItems: ['Tablet', 'Popcorn', 'Stuffed animals'],
    setupInstructions:
      'Line up toys facing a tablet showing a holiday film still, with a bowl of popcorn.',
    difficulty: 'Easy',
    timeRequired: '10 minutes',
  },
  {
    title: 'Toilet Paper Snowman',
    description: 'The elf built a snowman from toilet paper rolls.',
    requiredItems: ['Toilet paper rolls', 'Marker', 'Scarf'],
    setupInstructions: 'Stack three rolls, draw a face and wrap a scarf around the top roll.',
    difficulty: 'Easy',
    timeRequired: '5 minutes',
  },
  {
    title: 'Fishing in the Sink',
    description: 'The elf is fishing for sweets in the sink.',
    requiredItems: ['Pencil', 'String', 'Gummy fish', 'Bowl of water'],
    setupInstructions:
      'Tie string to a pencil, hang a gummy fish on the end and sit the elf on the edge.',
    difficulty: 'Medium',
    timeRequired: '10 minutes',
  },
];

type Recipe = Omit<HolidayRecipe, 'id' | 'createdAt' | 'updatedAt'>;
/** The widget's five built-in samples, plus three more. */
export const DEMO_RECIPES: Recipe[] = [
  ...SAMPLE_RECIPES.map(({ id: _id, ...recipe }) => recipe),
  {
    title: 'Reindeer Snack Mix',
    description: 'Pretzels, popcorn and candies for a movie night.',
    ingredients: ['4 cups popcorn', '2 cups pretzels', '1 cup chocolate candies'],
    instructions: 'Toss everything together and pack into small bags.',
    prepTime: '10 min',
    cookTime: '0 min',
    totalTime: '10 min',
    servings: 8,
    difficulty: 'Easy',
    category: 'Snacks',
    tags: ['snack', 'no-bake'],
    imageUrl: null,
    kidFriendly: true,
  },
  {
    title: 'Yule Log Cake',
    description: 'A chocolate roll cake decorated as a snowy log.',
    ingredients: ['4 eggs', '1/2 cup sugar', '1/2 cup flour', '1/4 cup cocoa', 'Whipped cream'],
    instructions:
      'Bake a thin sponge, roll while warm, fill with cream, roll again and frost like bark.',
    prepTime: '40 min',
    cookTime: '12 min',
    totalTime: '2 hr',
    servings: 10,
    difficulty: 'Hard',
    category: 'Desserts',
    tags: ['cake', 'chocolate'],
    imageUrl: null,
    kidFriendly: false,
  },
  {
    title: 'Elf Toast Soldiers',
    description: 'Green-tinted toast strips with a sprinkle of sugar.',
    ingredients: ['4 slices bread', 'Butter', 'Green sugar sprinkles'],
    instructions: 'Toast, butter, sprinkle and cut into soldiers.',
    prepTime: '5 min',
    cookTime: '5 min',
    totalTime: '10 min',
    servings: 2,
    difficulty: 'Easy',
    category: 'Other',
    tags: ['breakfast', 'quick'],
    imageUrl: null,
    kidFriendly: true,
  },
];

/**
 * The demo generator content by kind, as the admin API takes each entry: what a fresh stack is
 * seeded with, and what the first-frame heights (core/generators/generator-embeds.ts) were measured with.
 */
export const DEMO_GENERATOR_CONTENT = [
  ['prefixes', DEMO_PREFIXES.map((value) => ({ value, category: 'classic' }))],
  ['suffixes', DEMO_SUFFIXES.map((value) => ({ value, category: 'classic' }))],
  ['last-names', DEMO_LAST_NAMES.map((value) => ({ value, category: 'classic' }))],
  ['crafts', DEMO_CRAFTS],
  ['scenes', DEMO_SCENES],
  ['recipes', DEMO_RECIPES],
] as const;

export const DEMO_CUSTOM_REDIRECTS = [
  {
    sourcePath: '/letters',
    targetPath: '/blog',
    statusCode: 302 as const,
    notes: 'Old letters page now points at the blog',
  },
  {
    sourcePath: '/elf-ideas',
    targetPath: '/blog/elf-on-the-shelf-ideas-for-the-first-week',
    statusCode: 301 as const,
    notes: 'Campaign link',
  },
  {
    sourcePath: '/old-recipes',
    targetPath: '/blog/hot-cocoa-bar-for-elves-and-humans',
    statusCode: 308 as const,
    notes: 'Inactive: kept for reference',
  },
];

/**
 * Newsletter subscribers for the admin's Subscribers page and the dashboard's figures, every
 * status; `daysAgo` is the sign-up, confirmed an hour later. The last signed up before double
 * opt-in: stored as those were, with no status.
 */
export const DEMO_SUBSCRIBERS: readonly {
  email: string;
  status?: SubscriberStatus;
  daysAgo: number;
  source?: string;
}[] = [
  { email: 'holly.berry@elf.test', status: 'waiting', daysAgo: 0, source: '/' },
  { email: 'jingle.jones@elf.test', status: 'confirmed', daysAgo: 3, source: '/blog' },
  {
    email: 'snowy.owl@northpole.test',
    status: 'confirmed',
    daysAgo: 12,
    source: '/generators/craft',
  },
  { email: 'pine.cone@elf.test', status: 'confirmed', daysAgo: 41, source: '/' },
  { email: 'tinsel.t@elf.test', status: 'unsubscribed', daysAgo: 50, source: '/blog' },
  { email: 'early.bird@elf.test', daysAgo: 330 },
];
