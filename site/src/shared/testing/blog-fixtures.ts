import type { Post } from '@core/models';

/** Sample posts for stories and component tests. */
export const SAMPLE_POST: Post = {
  id: 'sample-1',
  title: 'Elf on the Shelf Ideas for the First Week',
  slug: 'elf-on-the-shelf-ideas-for-the-first-week',
  excerpt: 'Seven easy, low-mess setups to start your elf season with a smile.',
  content:
    '<p>The first week sets the tone for the whole season.</p><h2>Try this</h2><ul><li>Cereal box surprise</li><li>Soap note on the mirror</li></ul>',
  featuredImage: null,
  published: true,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  metadata: { author: 'Jolly Jingle', categories: ['elf-tips'] },
};

export const SAMPLE_POSTS: Post[] = [
  SAMPLE_POST,
  {
    ...SAMPLE_POST,
    id: 'sample-2',
    title: 'Christmas Traditions From Around the World',
    slug: 'christmas-traditions-from-around-the-world',
    excerpt: 'From Iceland’s Yule Lads to Italy’s La Befana, helpers visit homes everywhere.',
    createdAt: '2026-11-16T09:00:00.000Z',
  },
];
