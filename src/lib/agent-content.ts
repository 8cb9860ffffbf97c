/**
 * The content `npm run assistant` builds the assistant from, read from a content folder on disk (the
 * build reads the same files through the content collections instead): content/agent.md, checked
 * as the build checks it, and the facts and choices the assistant is given (src/lib/assistant.ts,
 * src/lib/agent-tools.ts). Every mistake is a ContentFileError naming the file.
 *
 * Node runs this file directly for `npm run assistant`, hence the `.ts` in its imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import type { AgentToolContent } from './agent-tools.ts';
import { assertUniqueSectionIds } from './duplicate-ids.ts';
import { readFrontMatter } from './front-matter.ts';
import type { AgentVariablesContent } from './assistant.ts';
import { ContentFileError } from '../schemas/content-file-error.ts';
import { anchorId, text } from '../schemas/shared.ts';
import { assertKnownPlaceholders, agentSchema, type AgentSettings } from '../schemas/agent.ts';

/** What the assistant is made of. */
export interface AgentContent {
  settings: AgentSettings;
  prompt: string;
  content: AgentVariablesContent & AgentToolContent;
}

/**
 * The parts of a section's front matter the tools read, checked with the section schema's own rules
 * (the rest of the file is the build's to check).
 */
const sectionChoice = z.looseObject({
  id: anchorId,
  order: z.number({ error: 'order must be a number: sections are shown from lowest to highest.' }),
  title: text('title'),
  navLabel: text('navLabel').optional(),
});

/** The issues of a failed parse as one sentence for the editor. */
const messages = (error: z.ZodError) => error.issues.map((issue) => issue.message).join(' ');

/** Reads the assistant's content from `contentDir` (a folder URL ending in `/`, such as the project's content/). */
export function readAgentContent(contentDir: URL): AgentContent {
  const read = (path: string) => readFileSync(new URL(path, contentDir), 'utf8');
  const json = (path: string) => JSON.parse(read(path)) as never;

  const agentFile = 'content/agent.md';
  const { data, body } = readFrontMatter(read('agent.md'), agentFile);
  const settings = agentSchema.safeParse(data);
  if (!settings.success) throw new ContentFileError(`${agentFile}: ${messages(settings.error)}`);
  assertKnownPlaceholders(body, `${agentFile}: the prompt (the text under the front matter)`);

  const sections = readdirSync(new URL('sections/', contentDir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const file = `content/sections/${name}`;
      const section = sectionChoice.safeParse(readFrontMatter(read(`sections/${name}`), file).data);
      if (!section.success) throw new ContentFileError(`${file}: ${messages(section.error)}`);
      return { ...section.data, file };
    });
  assertUniqueSectionIds(sections);

  return {
    settings: settings.data,
    prompt: body,
    content: {
      site: json('site.json'),
      sections,
      propertyServices: json('property-services.json'),
      commercialCleaning: json('commercial-cleaning.json'),
      propertyDevelopment: json('property-development.json'),
      contact: json('contact.json'),
    },
  };
}
