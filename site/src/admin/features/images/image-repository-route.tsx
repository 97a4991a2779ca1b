import { useSearchParams } from 'react-router-dom';
import { AdminTabs } from '@site/admin/components/admin-tabs';
import { ImageGalleryTab } from './image-gallery-tab';
import { ImportImagesTab } from './import-images-tab';
import { useImages } from '@site/admin/data/queries';

/**
 * /admin/image-repository (spec part 2 §2): Import Images and Image Gallery. The gate in front
 * (admin-routes.tsx) gives the page's auth states: 'Access denied' / 'Please login to access the
 * image repository', the 'Authentication Error' card and login after 100 ms.
 */
export function ImageRepositoryRoute() {
  const { state, reload } = useImages();
  // ?tab=gallery opens the gallery (a link or a bookmark to it).
  const [params] = useSearchParams();
  return (
    <>
      <h1>Image Repository</h1>
      <AdminTabs
        label="Image Repository"
        defaultValue={params.get('tab') ?? undefined}
        tabs={[
          {
            value: 'import',
            label: 'Import Images',
            content: <ImportImagesTab />,
          },
          {
            value: 'gallery',
            label: 'Image Gallery',
            content: <ImageGalleryTab state={state} onRetry={reload} />,
          },
        ]}
      />
    </>
  );
}
