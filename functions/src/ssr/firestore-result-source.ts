import type { NameParts } from '@core/generators/elf-name';
import {
  RESULT_COLLECTIONS,
  toLoadedResult,
  type ResultSource,
} from '@core/results/result-page-data';
import { isResultId } from '@core/results/result-pages';
import { generatorRouteData } from '../content/generator-data';
import { db } from '../platform/firebase';

/**
 * The result pages' reads on the server: a result is one document read by its id; the name parts
 * are what the elf name generator's route answers, kept by each instance while their version
 * stands, as the generator pages' first frames read them.
 */
export const firestoreResultSource: ResultSource = {
  async getResult(kind, id) {
    if (!isResultId(id)) return null;
    const doc = await db().collection(RESULT_COLLECTIONS[kind]).doc(id).get();
    return doc.exists ? toLoadedResult(kind, id, doc.data() ?? {}) : null;
  },
  nameParts: async () => (await generatorRouteData('nameParts')) as NameParts,
};
