import { Fragment, type ReactNode } from 'react';
import { templateParts } from '~/lib/placeholders';

/**
 * Fills an editor's template with elements, for example `{phone}` with a call link, keeping the
 * words around them: the islands' side of `templateParts` in src/lib/placeholders.ts.
 */
export function fillWithNodes(template: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return templateParts(template, Object.keys(nodes)).map((part, index) => (
    <Fragment key={index}>{typeof part === 'string' ? part : nodes[part.name]}</Fragment>
  ));
}
