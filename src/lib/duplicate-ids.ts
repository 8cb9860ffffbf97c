/**
 * Ids that must be unique across files, for build errors that name every file involved.
 */
import { ContentFileError } from '~/schemas/content-file-error';

/** Ids used by more than one file, with those files, for build errors that name both. */
export function findDuplicateIds(entries: readonly { id: string; file: string }[]): { id: string; files: string[] }[] {
  const filesById = new Map<string, string[]>();
  for (const { id, file } of entries) {
    filesById.set(id, [...(filesById.get(id) ?? []), file]);
  }
  return [...filesById].filter(([, files]) => files.length > 1).map(([id, files]) => ({ id, files }));
}

/** Throws a ContentFileError naming the files when two sections share an id (the anchor `#id`). */
export function assertUniqueSectionIds(sections: readonly { id: string; file: string }[]): void {
  const duplicates = findDuplicateIds(sections);
  if (duplicates.length > 0) {
    throw new ContentFileError(
      duplicates
        .map(
          ({ id, files }) =>
            `content: ${files.join(' and ')} both use id "${id}"; every section needs its own id (the anchor in #${id}).`,
        )
        .join('\n'),
    );
  }
}
