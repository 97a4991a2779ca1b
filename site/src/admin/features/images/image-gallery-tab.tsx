import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  altCoverage,
  COPIED_FEEDBACK_MS,
  duplicateIds,
  filterImages,
  IMAGE_FILTER_LABELS,
  IMAGE_FILTERS,
  IMAGE_LIBRARY_TEXT as TEXT,
  imageHtmlSnippet,
  imageSrcSet,
  type ImageFilter,
  type LibraryImage,
} from '@core/images/image-library';
import { PATHS } from '@site/shared/app/paths';
import { primaryButtonStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';
import { Modal, ModalActions } from '@site/shared/components/modal';
import { useToast } from '@site/shared/components/use-toast';
import { AdminCard } from '@site/admin/components/admin-card';
import { useImagesCache, type AsyncState } from '@site/admin/data/queries';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';
import { SearchFilters } from '@site/admin/components/search-filters';
import { useAdminData } from '@site/admin/data/admin-data';
import { useErrorToast } from '@site/admin/components/use-error-toast';

const FILTER_OPTIONS = IMAGE_FILTERS.map((value) => ({
  value,
  label: IMAGE_FILTER_LABELS[value],
}));

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

const Card = styled.li`
  display: grid;
  grid-template-rows: auto 1fr auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.background};
  }
  .body {
    padding: 0.75rem;
    display: grid;
    /* A card as tall as its row's tallest keeps its lines at the top, badges their own height. */
    align-content: start;
    gap: 0.35rem;
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem;
  }
  .badge {
    white-space: nowrap;
    font-size: 0.75rem;
    font-weight: 600;
    padding: 0.1rem 0.5rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  .warn {
    color: ${({ theme }) => theme.colors.danger};
    border-color: currentColor;
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  .actions {
    display: flex;
    gap: 0.5rem;
    padding: 0 0.75rem 0.75rem;
  }
  .actions button {
    ${secondaryButtonStyles}
    padding: 0.4rem 0.8rem;
  }
  .actions .copy {
    ${primaryButtonStyles}
    padding: 0.4rem 0.8rem;
  }
`;

const CloseButton = styled.button`
  ${secondaryButtonStyles}
`;

function CopyHtmlButton({ image }: { image: LibraryImage }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      const html = imageHtmlSnippet(image);
      // As HTML too where the browser can, so pasting into the post editor inserts the image
      // itself; as text, the snippet pastes into HTML sources and other tools.
      if (typeof ClipboardItem === 'undefined') await navigator.clipboard.writeText(html);
      else
        await navigator.clipboard.write([
          new ClipboardItem({
            'text/plain': new Blob([html], { type: 'text/plain' }),
            'text/html': new Blob([html], { type: 'text/html' }),
          }),
        ]);
      setCopied(true);
      toast({ title: TEXT.copied });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    } catch {
      toast({ title: TEXT.copyFailed, variant: 'destructive' });
    }
  }

  return (
    <button
      type="button"
      className="copy"
      onClick={() => void copy()}
      aria-label={`Copy HTML of ${image.title || image.alt || image.path}`}
    >
      {copied ? 'Copied' : 'Copy HTML'}
    </button>
  );
}

function ImageCard({
  image,
  duplicate,
  onDelete,
}: {
  image: LibraryImage;
  duplicate: boolean;
  onDelete(image: LibraryImage): void;
}) {
  const { described, places } = altCoverage(image);
  const name = image.title || image.alt || image.path.split('/').pop() || image.path;
  return (
    <Card>
      <img
        src={image.variants[0]?.url ?? image.url}
        srcSet={imageSrcSet(image)}
        sizes="(max-width: 768px) 100vw, 280px"
        alt={image.alt}
        loading="lazy"
        width={image.width || undefined}
        height={image.height || undefined}
      />
      <div className="body">
        <h3>{name}</h3>
        {image.blogTitle && <span className="muted">For: {image.blogTitle}</span>}
        <span className="muted">
          {image.width} × {image.height} · {Math.max(1, Math.round(image.size / 1024))} KB ·{' '}
          {image.source === 'import' ? 'Imported' : image.source === 'seed' ? 'Demo' : 'Uploaded'}
        </span>
        <div className="badges">
          <span className={`badge${described < places ? ' warn' : ''}`}>
            Alt text: {described} of {places}
          </span>
          {duplicate && <span className="badge warn">Duplicate</span>}
          {image.usedBy.length === 0 && <span className="badge">Unused</span>}
        </div>
        {image.usedBy.length > 0 && (
          <div>
            Used in:
            <ul>
              {image.usedBy.map((use) => (
                <li key={use.postId}>
                  <Link to={PATHS.adminEditPost(use.postId)}>{use.title || use.slug}</Link>{' '}
                  <span className="muted">
                    (
                    {[use.featured && 'featured', use.inline && 'in the text']
                      .filter(Boolean)
                      .join(', ')}
                    )
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="actions">
        <CopyHtmlButton image={image} />
        <button type="button" onClick={() => onDelete(image)} aria-label={`Delete ${name}`}>
          Delete
        </button>
      </div>
    </Card>
  );
}

/**
 * Spec part 2 §2 Image Gallery: every stored image with a search and Copy HTML; beyond the spec,
 * the posts using each image, its alt-text coverage, duplicates, filters and deleting unused ones.
 */
export function ImageGalleryTab({
  state,
  onRetry,
}: {
  state: AsyncState<LibraryImage[]>;
  onRetry(): void;
}) {
  const { images: data } = useAdminData();
  const cache = useImagesCache();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ImageFilter>('all');
  const [toDelete, setToDelete] = useState<LibraryImage | null>(null);
  const images = useMemo(() => (state.status === 'ready' ? state.data : []), [state]);
  const duplicates = useMemo(() => duplicateIds(images), [images]);
  const shown = useMemo(() => filterImages(images, filter, search), [images, filter, search]);

  useEffect(() => {
    if (state.status === 'error')
      toast({ title: TEXT.fetchFailed, description: state.error.message, variant: 'destructive' });
  }, [state, toast]);

  async function remove(image: LibraryImage) {
    try {
      await data.remove(image.id);
      cache.removed(image.id);
      toast({ title: TEXT.deleted });
    } catch (error) {
      errorToast(TEXT.deleteFailed, error);
    }
  }

  let body;
  if (state.status === 'loading') body = <p role="status">Loading images...</p>;
  else if (state.status === 'error')
    body = (
      <div role="alert">
        <p>{TEXT.fetchFailed}</p>
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  else if (images.length === 0)
    body = <p>No images yet. Import some, or upload one in the post editor.</p>;
  else if (shown.length === 0) body = <p>No images match.</p>;
  else
    body = (
      <Grid aria-label="Images">
        {shown.map((image) => (
          <ImageCard
            key={image.id}
            image={image}
            duplicate={duplicates.has(image.id)}
            onDelete={setToDelete}
          />
        ))}
      </Grid>
    );

  const inUse = toDelete !== null && toDelete.usedBy.length > 0;
  return (
    <AdminCard title="Image Gallery">
      <SearchFilters
        search={search}
        onSearch={setSearch}
        searchPlaceholder="Search images..."
        searchLabel="Search images"
        filter={filter}
        onFilter={setFilter}
        filterLabel="Show images"
        filters={FILTER_OPTIONS}
      />
      {state.status === 'ready' && images.length > 0 && (
        <p className="muted" role="status">
          {shown.length} of {images.length} images
        </p>
      )}
      {body}
      <ConfirmDialog
        open={toDelete !== null && !inUse}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete image"
        description="Are you sure you want to delete this image? Its file is removed and this cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={() => (toDelete ? remove(toDelete) : undefined)}
      />
      <Modal
        open={inUse}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="This image is in use"
        description={`Remove it from ${
          toDelete?.usedBy.length === 1 ? 'this post' : 'these posts'
        } before deleting it: ${toDelete?.usedBy.map((use) => `"${use.title}"`).join(', ') ?? ''}.`}
      >
        <ModalActions>
          <CloseButton type="button" onClick={() => setToDelete(null)}>
            Close
          </CloseButton>
        </ModalActions>
      </Modal>
    </AdminCard>
  );
}
