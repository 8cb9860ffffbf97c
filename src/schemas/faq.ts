import { z } from 'astro/zod';
import { feePlaceholders } from './fees';
import { paragraph, strictObject, text } from './shared';

/**
 * Questions and answers (content/faq.json), in groups by who asks them (owners, tenants, cleaning
 * clients …), each shown as a native disclosure whose answer has an address of its own: the FAQ
 * section's id, a hyphen and the question's `id` (`#faq-pets`).
 */

/** Answers are read in a list and given whole to the AI agent: a longer one belongs on a page of its own. */
const answerMaxLength = 600;

/** The end of an answer's address: words joined by hyphens, which read well in the address bar. */
const questionId = z
  .string({ error: 'questions[].id is required: the end of the answer\'s address, for example "pets".' })
  .regex(/^[a-z][a-z0-9-]*$/, {
    error: 'questions[].id must be lowercase letters, digits and hyphens, starting with a letter (for example "pets").',
  })
  // The section's heading has the address `#<section id>-title`.
  .refine((id) => id !== 'title', {
    error: 'questions[].id cannot be "title", the address of the section\'s heading.',
  });

/** One question and its answer. */
const questionSchema = strictObject({
  /** The end of the answer's address, for example "pets" (in `#faq-pets`); unique in the file. */
  id: questionId,
  /** As visitors ask it, for example "Are pets allowed?". */
  question: text('questions[].question').max(140, {
    error: 'questions[].question must be at most 140 characters: it is one line of a list.',
  }),
  /** The answer, in plain sentences; a blank line starts a new paragraph. */
  answer: paragraph('questions[].answer')
    .max(answerMaxLength, {
      error: `questions[].answer must be at most ${answerMaxLength} characters: say it in a few sentences, and give the phone for the rest.`,
    })
    // The fees are stated once, in content/fees.json: an answer names them by placeholder.
    .refine(
      (answer) => [...answer.matchAll(/\{(\w+)\}/g)].every(([, name]) => feePlaceholders.includes(name as never)),
      {
        error: (issue) =>
          `questions[].answer "${String(issue.input).slice(0, 40)}…" has a placeholder nothing fills: an answer may use ${feePlaceholders.map((name) => `{${name}}`).join(' and ')} (the fees of content/fees.json), nothing else.`,
      },
    ),
});

export const faqSchema = strictObject({
  /** The groups, in the order the page shows them. */
  groups: z
    .array(
      strictObject({
        /** Who the group's questions are from, as its heading, for example "Property owners". */
        title: text('groups[].title'),
        /** Its questions, in order. */
        questions: z.array(questionSchema).min(1, { error: 'groups[].questions needs at least one question.' }),
      }),
    )
    .min(1, { error: 'groups needs at least one group of questions.' }),
}).check((context) => {
  // Each id is one answer's address: two answers with one address would leave one unreachable.
  const seen = new Map<string, string>();
  context.value.groups.forEach((group, groupIndex) =>
    group.questions.forEach(({ id, question }, questionIndex) => {
      const first = seen.get(id);
      if (first === undefined) seen.set(id, question);
      else
        context.issues.push({
          code: 'custom',
          input: id,
          path: ['groups', groupIndex, 'questions', questionIndex, 'id'],
          message: `questions[].id "${id}" is used by "${first}" and by "${question}": each answer's address must be its own, so give one of them another id.`,
        });
    }),
  );
});

export type Faq = z.infer<typeof faqSchema>;
