import { z } from 'astro/zod';
import { agentActionsTextSchema } from './agent-actions-text';
import { agentSchema } from './agent';
import { chatTextSchema } from './chat-text';
import { conversationTextSchema } from './conversation-text';
import { repairUrgencies } from './repair-urgencies';
import { languageTag, paragraph, strictObject, text } from './shared';
import { voiceChatTextSchema } from './voice-chat-text';

/**
 * The conversation panel's words in another language (content/ui/languages.json, one entry per
 * language): the same words as the English files (content/ui/chat.json, voice-chat.json,
 * conversation.json, agent-actions.json, and the notice and first message of content/agent.md), each
 * checked by the English one's rules (a failure message keeps its `{phone}`), every one optional: a
 * word left out is shown in English, and the build says which are. Placeholders the English word does
 * not have, and a language content/agent.md does not list, stop the build where the entries are read
 * together with the English (src/lib/conversation-words.ts).
 */

/** `schema` with every field optional, nested groups too, as strict as the English (an unknown key stops the build). */
function optionalWords(schema: z.ZodObject, omit: readonly string[] = []): z.ZodObject {
  const shape = Object.fromEntries(
    Object.entries(schema.shape)
      .filter(([key]) => !omit.includes(key))
      .map(([key, field]) => [key, (field instanceof z.ZodObject ? optionalWords(field) : field).optional()]),
  );
  return strictObject(shape);
}

export const languageWordsSchema = strictObject({
  /** The language's code, as content/agent.md lists it, for example "fr". */
  id: languageTag('id').meta({ title: 'Language code', description: 'As content/agent.md lists it, for example fr.' }),
  /** The typed chat's words (content/ui/chat.json); the hero's link is the page's, always English. */
  chat: optionalWords(chatTextSchema, ['heroLabel']).optional(),
  /** The voice call's words (content/ui/voice-chat.json). */
  voiceChat: optionalWords(voiceChatTextSchema).optional(),
  /** Words both share (content/ui/conversation.json). */
  conversation: optionalWords(conversationTextSchema).optional(),
  /** What the page says when the agent shows something (content/ui/agent-actions.json). */
  agentActions: optionalWords(agentActionsTextSchema).optional(),
  /** The privacy notice before the first word (content/agent.md `notice`), with its `{privacy}` link. */
  notice: agentSchema.shape.notice.optional(),
  /** The notice link's words (content/agent.md `privacyLinkText`). */
  privacyLinkText: agentSchema.shape.privacyLinkText.optional(),
  /** Said after the notice's link, which opens a new tab, for example "(opens in a new tab)". */
  newTabHint: text('newTabHint').optional(),
  /** What the assistant says first in a call in this language (content/agent.md `firstMessage`). */
  firstMessage: agentSchema.shape.firstMessage.optional(),
  /** Each kind of visit of content/agent.md's booking, by its English label, as this language names it. */
  bookingKinds: z
    .array(
      strictObject({
        /** The kind's label in content/agent.md, for example "Free in-home consultation". */
        kind: text('bookingKinds[].kind'),
        /** Its name in this language, on the booking's line and calendar file. */
        label: text('bookingKinds[].label'),
      }),
    )
    .optional(),
  /** content/repairs.json's words a repair's card shows, in this language: the kinds by id, the urgencies' names and promises. */
  repairs: strictObject({
    kinds: z
      .array(
        strictObject({
          /** The kind's id in content/repairs.json, for example "heat". */
          kind: text('repairs.kinds[].kind'),
          /** Its name in this language. */
          label: text('repairs.kinds[].label'),
        }),
      )
      .optional(),
    urgencies: z
      .array(
        strictObject({
          /** emergency, within-a-day or routine. */
          urgency: z.enum(repairUrgencies, {
            error: (issue) =>
              `repairs.urgencies[].urgency "${String(issue.input)}" is not an urgency: use ${repairUrgencies.join(', ')}.`,
          }),
          /** Its name on the card in this language. */
          label: text('repairs.urgencies[].label').optional(),
          /** What happens next, as content/repairs.json promises it, in this language. */
          promise: paragraph('repairs.urgencies[].promise').optional(),
        }),
      )
      .optional(),
  }).optional(),
  /** content/cleaning-rates.json's words a cleaning quote's card shows, in this language: each kind of premises and add-on, by id. */
  cleaningRates: strictObject({
    premises: z
      .array(
        strictObject({
          /** The kind's id in content/cleaning-rates.json, for example "office". */
          premises: text('cleaningRates.premises[].premises'),
          /** Its name in this language. */
          label: text('cleaningRates.premises[].label'),
        }),
      )
      .optional(),
    addOns: z
      .array(
        strictObject({
          /** The add-on's id in content/cleaning-rates.json, for example "carpets". */
          addOn: text('cleaningRates.addOns[].addOn'),
          /** Its name in this language. */
          label: text('cleaningRates.addOns[].label'),
        }),
      )
      .optional(),
  }).optional(),
});

/** One language's entry of content/ui/languages.json, as written (words left out are English). */
export type LanguageWordsEntry = z.infer<typeof languageWordsSchema>;
