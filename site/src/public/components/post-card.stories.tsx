import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { PostCard } from './post-card';

const meta = {
  title: 'Blog/PostCard',
  component: PostCard,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PostCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DefaultImage: Story = { args: { post: SAMPLE_POST } };

export const FeaturedImage: Story = {
  args: {
    post: {
      ...SAMPLE_POST,
      featuredImage: '/images/default-holiday.svg',
      metadata: { featuredImageAlt: 'A decorated tree' },
    },
  },
};

export const LongTitle: Story = {
  args: {
    post: {
      ...SAMPLE_POST,
      title: 'A Very Long Title About Elves, Crafts, Scenes, Recipes and Everything in Between',
    },
  },
};
