import type { Post } from '../models';
import {
  emptyPostForm,
  htmlHasContent,
  missingRequiredFields,
  postFormErrors,
  postFormFromPost,
  POST_FORM_TEXT,
  postInputFromForm,
} from './post-form';
import { POST_TEXT } from './post';

const filled = () => ({
  ...emptyPostForm(),
  title: 'Elf Arrival Ideas',
  slug: 'elf-arrival-ideas',
  excerpt: 'Fun ways for the elf to arrive.',
  content: '<p>Hello</p>',
});

describe('post form', () => {
  it('starts as an unpublished draft with the default theme', () => {
    expect(emptyPostForm()).toMatchObject({ published: false, theme: 'default', categories: [] });
  });

  it('counts text, images and generator embeds as content, but not empty markup', () => {
    expect(htmlHasContent('<p></p>')).toBe(false);
    expect(htmlHasContent('<p>&nbsp; </p>')).toBe(false);
    expect(htmlHasContent('<p>Hi</p>')).toBe(true);
    expect(htmlHasContent('<img src="/a.webp" alt="a">')).toBe(true);
    expect(htmlHasContent('<div data-elf-generator="craft"></div>')).toBe(true);
  });

  it('names the missing required fields', () => {
    expect(missingRequiredFields(emptyPostForm())).toEqual(['title', 'slug', 'excerpt', 'content']);
    expect(missingRequiredFields({ ...filled(), excerpt: '  ', content: '<p></p>' })).toEqual([
      'excerpt',
      'content',
    ]);
    expect(missingRequiredFields(filled())).toEqual([]);
  });

  it('builds the save payload with trimmed values and without blank optional metadata', () => {
    const input = postInputFromForm(
      { ...filled(), title: '  Elf Arrival Ideas ', author: ' ', categories: ['elf-tips'] },
      true,
    );
    expect(input).toEqual({
      title: 'Elf Arrival Ideas',
      slug: 'elf-arrival-ideas',
      excerpt: 'Fun ways for the elf to arrive.',
      content: '<p>Hello</p>',
      featuredImage: null,
      published: true,
      metadata: {
        author: undefined,
        seoDescription: undefined,
        theme: 'default',
        categories: ['elf-tips'],
        featuredImageAlt: undefined,
        featuredImageTitle: undefined,
      },
    });
  });

  it('reports field errors from the shared schema', () => {
    const errors = postFormErrors({
      ...filled(),
      slug: 'Not A Slug!',
      seoDescription: 'x'.repeat(161),
      title: '',
    });
    expect(errors.title).toBe('This field is required');
    expect(errors.slug).toMatch(/lowercase/);
    expect(errors.seoDescription).toBeDefined();
    expect(postFormErrors(filled())).toEqual({});
  });

  it("reports a filled field's problem before any save, and empty fields only once one is tried", () => {
    const values = { ...emptyPostForm(), title: 'x'.repeat(301), slug: 'Elf Tips' };
    expect(postFormErrors(values, { required: false })).toEqual({
      title: 'Title is too long: use at most 300 characters',
      slug: POST_TEXT.slugCharacters,
    });
    expect(postFormErrors(values)).toMatchObject({ excerpt: POST_FORM_TEXT.required });
  });

  it('round-trips a stored post', () => {
    const post: Post = {
      id: 'p1',
      ...filled(),
      featuredImage: 'https://example.com/a.webp',
      published: true,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-02T00:00:00.000Z',
      metadata: { author: 'Jo', theme: 'christmas', categories: ['elf-stories'] },
    };
    const values = postFormFromPost(post);
    expect(values).toMatchObject({ author: 'Jo', theme: 'christmas', published: true });
    expect(postInputFromForm(values, true).metadata.categories).toEqual(['elf-stories']);
  });
});
