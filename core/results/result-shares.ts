/**
 * What a widget shares of a result (issue 40): its page, its Pinterest image and its words. Apart
 * from result-sharing.ts, which the result pages' visit script carries without the generators' code.
 */
import { formatElfName, type ComposedName } from '../generators/elf-name';
import {
  elfNameImagePath,
  elfNamePagePath,
  elfNameSegment,
  resultImagePath,
  resultPagePath,
  type ResultKind,
} from './result-pages';
import type { SharedResult } from './result-sharing';

const SHARE_TEXT: Record<ResultKind, (title: string) => string> = {
  craft: (title) => `Elf craft idea: ${title}`,
  scene: (title) => `Elf scene idea: ${title}`,
  recipe: (title) => `Holiday recipe: ${title}`,
};

/**
 * A curated result as a widget shares it. Its `updatedAt` versions its image; data read before
 * the generators' routes sent it (a cached answer) gives version 0, which the image route answers
 * as any other version it does not have.
 */
export function curatedShare(
  kind: ResultKind,
  item: { id: string; title: string; updatedAt?: string },
): SharedResult {
  return {
    kind,
    key: item.id,
    path: resultPagePath(kind, item),
    pinImagePath: resultImagePath(kind, { id: item.id, updatedAt: item.updatedAt ?? '' }, 'pin'),
    title: item.title,
    text: SHARE_TEXT[kind](item.title),
  };
}

/** A generated elf name as the widget shares it. */
export function elfNameShare(name: ComposedName): SharedResult {
  return {
    kind: 'elf-name',
    key: elfNameSegment(name),
    path: elfNamePagePath(name),
    pinImagePath: elfNameImagePath(name, 'pin'),
    title: 'My elf name',
    text: `My elf name is ${formatElfName(name)}!`,
  };
}
