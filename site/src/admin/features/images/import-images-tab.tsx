import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  IMAGE_LIBRARY_TEXT as TEXT,
  parseImageInfo,
  type LibraryImage,
} from '@core/images/image-library';
import { errorMessageStyles, primaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { AdminCard } from '@site/admin/components/admin-card';
import { FormField } from '@site/admin/components/form-field';
import { useAdminData } from '@site/admin/data/admin-data';
import { useImagesCache } from '@site/admin/data/queries';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  textarea {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.9rem;
  }
  button {
    ${primaryButtonStyles}
    justify-self: start;
  }
`;

const Banner = styled.div`
  ${errorMessageStyles}
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1rem;
  }
  p {
    margin: 0 0 0.35rem;
  }
  ul {
    margin: 0.35rem 0 0;
    padding-left: 1.2rem;
    overflow-wrap: anywhere;
  }
`;

export const IMPORT_PLACEHOLDER = `url: https://example.com/elf-on-shelf.jpg
alt text: An elf sitting on a bookshelf
title: Elf on the shelf

url: https://example.com/cookies.png
alt text: A plate of gingerbread cookies
title: Gingerbread cookies`;

export interface ImportFailure {
  url: string;
  message: string;
}

/** The import's progress while it runs, and the 'Image Proxy Error' banner for what failed. */
export function ImportStatus({
  progress,
  failures,
}: {
  progress: { done: number; total: number } | null;
  failures: ImportFailure[];
}) {
  return (
    <>
      {progress && <p role="status">{TEXT.processing(progress.done, progress.total)}</p>}
      {failures.length > 0 && (
        <Banner role="alert">
          <h3>{TEXT.proxyErrorTitle}</h3>
          <p>
            These images could not be fetched through the image proxy. The site hosting them may
            refuse requests from other sites (cross-origin restrictions or hotlink protection), or
            the address is not a public image. Download them and upload them in the post editor
            instead.
          </p>
          <ul>
            {failures.map((failure) => (
              <li key={failure.url}>
                {failure.url}: {failure.message}
              </li>
            ))}
          </ul>
        </Banner>
      )}
    </>
  );
}

/**
 * Spec part 2 §2 Import Images: the blog title and the block of image information, each image
 * fetched and stored by the server's image proxy one after another, with the progress, the
 * 'Image Proxy Error' banner listing what failed, and the count of what was imported.
 */
export function ImportImagesTab() {
  const { images } = useAdminData();
  const cache = useImagesCache();
  const toast = useToast();
  const [blogTitle, setBlogTitle] = useState('');
  const [info, setInfo] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failures, setFailures] = useState<ImportFailure[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!blogTitle.trim()) {
      toast({
        title: TEXT.blogTitleRequired,
        description: TEXT.blogTitleRequiredText,
        variant: 'destructive',
      });
      return;
    }
    if (!info.trim()) {
      toast({
        title: TEXT.infoRequired,
        description: TEXT.infoRequiredText,
        variant: 'destructive',
      });
      return;
    }
    const parsed = parseImageInfo(info);
    if (parsed.length === 0) {
      toast({
        title: TEXT.noValidImages,
        description: TEXT.noValidImagesText,
        variant: 'destructive',
      });
      return;
    }
    setFailures([]);
    setProgress({ done: 0, total: parsed.length });
    const imported: LibraryImage[] = [];
    const failed: ImportFailure[] = [];
    // One after another: the progress counts finished images, and the proxy is not flooded.
    for (const [index, image] of parsed.entries()) {
      try {
        imported.push(await images.importFromUrl({ ...image, blogTitle: blogTitle.trim() }));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failed.push({ url: image.url, message });
        toast({
          title: TEXT.processingError,
          description: TEXT.processingErrorText(image.url, message),
          variant: 'destructive',
        });
      }
      setProgress({ done: index + 1, total: parsed.length });
    }
    setProgress(null);
    setFailures(failed);
    if (imported.length > 0) {
      cache.added(imported);
      toast({
        title: TEXT.imported,
        description: TEXT.importedText(imported.length, parsed.length),
      });
      if (failed.length === 0) setInfo('');
    } else if (failed.length > 1) {
      // One failed image keeps its own toast, which says why; several are listed in the banner.
      toast({ title: TEXT.importFailed, variant: 'destructive' });
    }
  }

  return (
    <AdminCard title="Import Images">
      <Form onSubmit={submit} noValidate>
        <FormField label="Blog post title" required>
          {(props) => (
            <input
              {...props}
              value={blogTitle}
              onChange={(e) => setBlogTitle(e.target.value)}
              placeholder="The post these images are for"
            />
          )}
        </FormField>
        <FormField
          label="Image information"
          required
          hint="Start each image with a line 'url:', then 'alt text:' and 'title:' lines."
        >
          {(props) => (
            <textarea
              {...props}
              rows={10}
              value={info}
              onChange={(e) => setInfo(e.target.value)}
              placeholder={IMPORT_PLACEHOLDER}
            />
          )}
        </FormField>
        <ImportStatus progress={progress} failures={failures} />
        <button type="submit" disabled={progress !== null}>
          {progress ? 'Importing...' : 'Import Images'}
        </button>
      </Form>
    </AdminCard>
  );
}
