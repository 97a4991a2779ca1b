import { useState, type ClipboardEvent } from 'react';
import styled from 'styled-components';
import { POST_CATEGORIES, type PostCategoryId } from '@core/models';
import { POST_LIMITS } from '@core/posts/post';
import type { PostFormField, PostFormValues } from '@core/posts/post-form';
import { DEFAULT_AUTHOR, SEO_DESCRIPTION_MAX } from '@core/site/seo';
import { postThemes } from '@core/site/settings';
import { PATHS } from '@site/shared/app/paths';
import { useSiteSettings } from '@site/shared/app/settings-context';
import { FormField } from '@site/admin/components/form-field';
import { FeaturedImageField } from './featured-image-field';

const Grid = styled.div`
  display: grid;
  gap: 1.1rem;
  fieldset {
    border: none;
    padding: 0;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
  }
  legend {
    font-weight: 600;
    margin-bottom: 0.35rem;
  }
  fieldset label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
  }
`;

export const DETAILS_TEXT = {
  slugFollows: 'Follows the title until you change it',
  slugKept: 'The post has been published: its slug changes only when you edit it',
  seoHint: 'Shown by search engines; the excerpt is used when empty',
  seoCut: (length: number) =>
    `Cut to ${SEO_DESCRIPTION_MAX} characters: with the pasted text it would have been ${length}.`,
} as const;

/** The slug field's hint: the address it gives, and whether it follows the title. */
function slugHint(slug: string, kept: boolean): string {
  const address = slug ? PATHS.post(slug) : '';
  if (kept) return address ? `${address}. ${DETAILS_TEXT.slugKept}` : DETAILS_TEXT.slugKept;
  return address || DETAILS_TEXT.slugFollows;
}

/** Length of a field's text once `event`'s paste replaces its selection. */
function lengthAfterPaste(event: ClipboardEvent<HTMLTextAreaElement>): number {
  const { value, selectionStart, selectionEnd } = event.currentTarget;
  return (
    value.length - (selectionEnd - selectionStart) + event.clipboardData.getData('text').length
  );
}

export interface DetailsProps {
  values: PostFormValues;
  errors: Partial<Record<PostFormField, string>>;
  onTitleChange(title: string): void;
  onChange<K extends PostFormField>(field: K, value: PostFormValues[K]): void;
  uploadFeatured(file: File): Promise<string>;
  /** The post has been public: its slug no longer follows the title. */
  slugKept?: boolean;
}

/** The 'Post Details' card's fields (spec §2 Post editor). */
export function PostDetailsFields({
  values,
  errors,
  onTitleChange,
  onChange,
  uploadFeatured,
  slugKept = false,
}: DetailsProps) {
  const settings = useSiteSettings();
  // The field's maxLength cuts a long paste without a word; this says it happened.
  const [seoCutFrom, setSeoCutFrom] = useState<number | null>(null);
  const themeLabel = (key: string) =>
    key === 'default' ? 'Default' : key === 'christmas' ? 'Christmas' : settings.productName;

  function toggleCategory(id: PostCategoryId, on: boolean) {
    const next = on
      ? [...values.categories, id]
      : values.categories.filter((category) => category !== id);
    onChange('categories', next);
  }

  return (
    <Grid>
      <FormField
        label="Title"
        required
        counter={`${values.title.length}/${POST_LIMITS.title} characters`}
        error={errors.title}
      >
        {(a11y) => (
          <input {...a11y} value={values.title} onChange={(e) => onTitleChange(e.target.value)} />
        )}
      </FormField>
      <FormField
        label="URL slug"
        required
        hint={slugHint(values.slug, slugKept)}
        error={errors.slug}
      >
        {(a11y) => (
          <input
            {...a11y}
            value={values.slug}
            spellCheck={false}
            onChange={(e) => onChange('slug', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Excerpt" required error={errors.excerpt}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            value={values.excerpt}
            onChange={(e) => onChange('excerpt', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Author" error={errors.author}>
        {(a11y) => (
          <input
            {...a11y}
            placeholder={DEFAULT_AUTHOR}
            value={values.author}
            onChange={(e) => onChange('author', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="SEO meta description"
        hint={
          <span role="status">
            {seoCutFrom ? DETAILS_TEXT.seoCut(seoCutFrom) : DETAILS_TEXT.seoHint}
          </span>
        }
        counter={`${values.seoDescription.length}/${SEO_DESCRIPTION_MAX} characters`}
        error={errors.seoDescription}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            rows={2}
            maxLength={SEO_DESCRIPTION_MAX}
            value={values.seoDescription}
            onPaste={(e) => {
              const length = lengthAfterPaste(e);
              setSeoCutFrom(length > SEO_DESCRIPTION_MAX ? length : null);
            }}
            onChange={(e) => {
              // The note stays while the cut text does; editing it below the limit clears it.
              if (e.target.value.length < SEO_DESCRIPTION_MAX) setSeoCutFrom(null);
              onChange('seoDescription', e.target.value);
            }}
          />
        )}
      </FormField>
      <FeaturedImageField values={values} onChange={onChange} upload={uploadFeatured} />
      <FormField label="Theme" error={errors.theme}>
        {(a11y) => (
          <select
            {...a11y}
            value={values.theme}
            onChange={(e) => onChange('theme', e.target.value)}
          >
            {postThemes(settings).map((key) => (
              <option key={key} value={key}>
                {themeLabel(key)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset>
        <legend>Categories</legend>
        {POST_CATEGORIES.map((category) => (
          <label key={category.id}>
            <input
              type="checkbox"
              checked={values.categories.includes(category.id)}
              onChange={(e) => toggleCategory(category.id, e.target.checked)}
            />
            {category.label}
          </label>
        ))}
      </fieldset>
    </Grid>
  );
}
