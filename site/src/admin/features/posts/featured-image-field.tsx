import { useRef, useState } from 'react';
import styled from 'styled-components';
import { IMAGE_TEXT, imageFileProblem } from '@core/images/image-upload';
import type { PostFormField, PostFormValues } from '@core/posts/post-form';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { FormField } from '@site/admin/components/form-field';

const Box = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  .label {
    font-weight: 600;
  }
  .preview {
    width: min(100%, 480px);
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.background};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: center;
  }
  button {
    ${secondaryButtonStyles}
  }
`;

/** Featured image: uploaded through the image function (WebP), with its alt and title text. */
export function FeaturedImageField({
  values,
  onChange,
  upload,
}: {
  values: PostFormValues;
  onChange<K extends PostFormField>(field: K, value: PostFormValues[K]): void;
  upload(file: File): Promise<string>;
}) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    const fileProblem = imageFileProblem(file ?? null);
    if (fileProblem) {
      setProblem(fileProblem.description);
      toast({ ...fileProblem, variant: 'destructive' });
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      onChange('featuredImage', await upload(file!));
      toast({ title: IMAGE_TEXT.uploaded });
    } catch (error) {
      const description = error instanceof Error ? error.message : IMAGE_TEXT.uploadFailedText;
      setProblem(description);
      toast({ title: IMAGE_TEXT.uploadFailed, description, variant: 'destructive' });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Box role="group" aria-labelledby="featured-image-label">
      <span className="label" id="featured-image-label">
        Featured image
      </span>
      {values.featuredImage && (
        <img
          className="preview"
          src={values.featuredImage}
          alt={values.featuredImageAlt || 'Featured image preview'}
        />
      )}
      <div className="row">
        <FormField
          label="Image file"
          hint="Any image file; 16:9 recommended"
          error={problem ?? undefined}
        >
          {(a11y) => (
            <input
              {...a11y}
              ref={input}
              type="file"
              accept="image/*"
              disabled={uploading}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          )}
        </FormField>
        {uploading && <span role="status">Uploading...</span>}
        {values.featuredImage && !uploading && (
          <button type="button" onClick={() => onChange('featuredImage', '')}>
            Remove image
          </button>
        )}
      </div>
      <FormField
        label="Featured image alt text"
        hint="Describes the image for screen readers and search engines"
      >
        {(a11y) => (
          <input
            {...a11y}
            value={values.featuredImageAlt}
            onChange={(e) => onChange('featuredImageAlt', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Featured image title text">
        {(a11y) => (
          <input
            {...a11y}
            value={values.featuredImageTitle}
            onChange={(e) => onChange('featuredImageTitle', e.target.value)}
          />
        )}
      </FormField>
    </Box>
  );
}
