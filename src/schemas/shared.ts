import { z } from 'astro/zod';

/**
 * Building blocks shared by several content schemas. Every message is written for the editor who
 * will read it in a failed build: it says what is wrong and what would be right.
 */

/** A line of visitor-facing text that must not be empty. */
export const text = (field: string) =>
  z
    .string({ error: `${field} is required: write the text visitors should read.` })
    .trim()
    .min(1, { error: `${field} is empty: write the text visitors should read.` });

/** Names of the icons editors may pick for features (see src/components/ui/Icon.astro). */
export const iconNames = [
  'ruler',
  'hard-hat',
  'leaf',
  'sliders',
  'badge-check',
  'recycle',
  'award',
  'clock',
  'smile',
  'building',
  'store',
  'sparkles',
  'shield-check',
  'home',
  'users',
  'wrench',
  'clipboard',
  'file-check',
  'key',
  'trees',
] as const;

export type IconName = (typeof iconNames)[number];

export const icon = z.enum(iconNames, {
  error: (issue) =>
    `icon "${String(issue.input)}" is not one we have: use one of ${iconNames.join(', ')}.`,
});

/** A feature or differentiator: icon, title and one-sentence description. */
export const feature = z.object({
  /** Which icon stands beside the title. */
  icon,
  /** Short title, for example "Tailored Solutions". */
  title: text('title'),
  /** One or two sentences explaining the title. */
  description: text('description'),
});

/** A call-to-action block closing a section. */
export const callToAction = z.object({
  /** Heading of the block. */
  title: text('callToAction.title'),
  /** One or two sentences under the heading. */
  description: text('callToAction.description'),
  /** Text of the phone link; the number itself comes from content/site.json. */
  phoneLabel: text('callToAction.phoneLabel'),
  /** Text of the email link; the address comes from content/site.json. */
  emailLabel: text('callToAction.emailLabel'),
});
