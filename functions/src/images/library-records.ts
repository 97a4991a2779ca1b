/** Finding the library records (images/{id}) of the image addresses a post shows. */
import type { Query } from 'firebase-admin/firestore';
import type { libraryLookup } from '@core/images/image-library';
import { COLLECTIONS } from '@core/paths';
import { db } from '../platform/firebase';

/** Firestore's limit of values in one `in` query. */
const IN_LIMIT = 30;

const chunks = (values: string[]) =>
  Array.from({ length: Math.ceil(values.length / IN_LIMIT) }, (_, i) =>
    values.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT),
  );

/** The queries that find the records a lookup names: by stored file, then by URL. */
export function libraryRecordQueries(lookup: ReturnType<typeof libraryLookup>): Query[] {
  const images = db().collection(COLLECTIONS.images);
  return [
    ...chunks(lookup.paths).map((paths) => images.where('path', 'in', paths)),
    ...chunks(lookup.urls).map((urls) => images.where('url', 'in', urls)),
  ];
}
