import type { z } from 'astro/zod';
import { strictObject, text, withPlaceholders } from './shared';

/**
 * Words both ways of talking to the agent share (content/ui/conversation.json): the speakers' names
 * in the one transcript, the marks on turns of the other channel, what every failure offers under
 * its message, and the choice of the conversation's language. Each channel's own words are in content/ui/chat.json and content/ui/voice-chat.json.
 */
export const conversationTextSchema = strictObject({
  /** Name before the assistant's turns, for example "Assistant". */
  assistantSpeaker: text('assistantSpeaker'),
  /** Name before the visitor's own turns, for example "You". */
  visitorSpeaker: text('visitorSpeaker'),
  /** Marks, in the typed chat, a turn said in a call, for example "said in a call". */
  spokenMark: text('spokenMark'),
  /** Marks, in a call's panel, a turn that was typed, for example "typed". */
  typedMark: text('typedMark'),
  /** Marks a typed reply that stopped part-way, for example "reply cut off". */
  cutOffMark: text('cutOffMark'),
  /** Under every failure message; `{email}` becomes an email link. */
  emailFallback: withPlaceholders('emailFallback', ['{email}'], 'You can also email us at {email}.'),
  /** The button that closes a failure message, for example "Dismiss message". */
  dismissLabel: text('dismissLabel'),
  /** The link to a booked visit's calendar file, under its line, for example "Add to calendar". */
  addToCalendar: text('addToCalendar'),
  /** The name of the conversation panel's choice of language, for example "Conversation language". */
  languageLabel: text('languageLabel'),
  /** Said when the agent turns the conversation to another language; `{language}` is its own name. */
  languageChanged: withPlaceholders('languageChanged', ['{language}'], 'Conversation language: {language}.'),
});

/** The shared words as the islands receive them. */
export type ConversationText = z.infer<typeof conversationTextSchema>;
