import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '@site/shared/components/toaster';
import { ControlledEditor } from './controlled-editor';

const SAMPLE_CONTENT = [
  '<h2>Seven nights of elf mischief</h2>',
  '<p>The first week sets the tone. Start <strong>small</strong>, keep it <em>silly</em>, and <u>never</u> make a mess you cannot clean before breakfast.</p>',
  '<p style="text-align: center;">Need ideas? <a href="/blog">Browse the blog</a>.</p>',
  '<ul><li><p>Cereal box surprise</p></li><li><p>Soap note on the mirror</p></li></ul>',
  '<img src="/images/default-holiday.svg" alt="A cozy holiday scene" title="Holiday scene">',
  '<p>Let your kids pick the next craft:</p>',
  '<div data-elf-generator="craft" data-theme="christmas" data-post-id="sample-1"></div>',
].join('');

/** Stands in for the upload endpoint: answers a local URL for the file after a short wait. */
const fakeUpload = (file: File) =>
  new Promise<string>((resolve) => setTimeout(() => resolve(URL.createObjectURL(file)), 800));

const meta = {
  title: 'Admin/Posts/RichTextEditor',
  component: ControlledEditor,
  decorators: [(Story) => <Toaster>{Story()}</Toaster>],
  args: {
    value: SAMPLE_CONTENT,
    onChange: () => {},
    uploadImage: fakeUpload,
    postId: 'sample-1',
    theme: 'christmas',
  },
} satisfies Meta<typeof ControlledEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Edit: Story = {};

export const Empty: Story = { args: { value: '' } };

export const FullScreen: Story = { args: { defaultFullScreen: true } };
