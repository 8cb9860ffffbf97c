/** Ids used by more than one file, with those files, for build errors that name both. */
export function findDuplicateIds(entries: readonly { id: string; file: string }[]): { id: string; files: string[] }[] {
  const filesById = new Map<string, string[]>();
  for (const { id, file } of entries) {
    filesById.set(id, [...(filesById.get(id) ?? []), file]);
  }
  return [...filesById].filter(([, files]) => files.length > 1).map(([id, files]) => ({ id, files }));
}
