import type { z } from 'astro/zod';
import { paragraph, strictObject, text, withPlaceholders } from './shared';

/**
 * The typed chat's own words (content/ui/chat.json): the control beside the voice button that opens
 * it, the panel, and its failure messages. Words both ways of talking share (the speakers' names, the
 * email line under a failure) are in content/ui/conversation.json.
 */

/** A failure message: it must offer the phone number as a way out. */
const failureMessage = (name: string, example: string, extra: readonly string[] = []) =>
  withPlaceholders(`errors.${name}`, ['{phone}', ...extra], example, paragraph);

export const chatTextSchema = strictObject(
  {
    /** The control that opens the chat, beside the voice button, for example "Type a question". */
    openLabel: text('openLabel'),
    /** The link in the hero that opens the chat, for example "Ask our AI assistant". */
    heroLabel: text('heroLabel'),
    /** The panel's heading, for example "Ask our assistant". */
    title: text('title'),
    /** The line telling visitors they are writing to an AI, shown whenever the panel is open. */
    aiDisclosure: text('aiDisclosure'),
    /** The assistant's first line, shown when the panel opens (the chat does not speak first). */
    greeting: paragraph('greeting'),
    /** Label of the text box, for example "Your question". */
    inputLabel: text('inputLabel'),
    /** The send button, for example "Send". */
    sendLabel: text('sendLabel'),
    /** The button that closes the panel, for example "Close chat". */
    closeLabel: text('closeLabel'),
    /** The button that forgets the conversation and starts a new one, for example "New conversation". */
    newConversationLabel: text('newConversationLabel'),
    /** Under the text box; `{count}` is the length so far and `{max}` the limit, for example "{count} of {max} characters". */
    characterCount: withPlaceholders('characterCount', ['{count}', '{max}'], '{count} of {max} characters'),
    /** Announced when a question is sent, for example "Sending your question…". */
    sending: text('sending'),
    /** What a link elsewhere on the page puts in the text box when it opens the chat; the visitor sends it. */
    requests: strictObject({
      /** From a home's "Book a showing"; `{address}` is the home's, for example "I'd like to book a showing of {address}.". */
      showing: withPlaceholders('requests.showing', ['{address}'], "I'd like to book a showing of {address}."),
      /** From the homes' section when none is available, for example "Please tell me when a home for rent comes up.". */
      homeAlert: text('requests.homeAlert'),
      /** From the owners' table of what homes rent for, for example "What would my home rent for, and what would it cost with you?". */
      rentEstimate: text('requests.rentEstimate'),
      /** From a cleaning quote's card, for example "I'd like to book the free walkthrough for a cleaning quote.". */
      cleaningWalkthrough: text('requests.cleaningWalkthrough'),
      /** From a planned build's card, for example "I'd like to book the free consultation for my build.". */
      buildConsultation: text('requests.buildConsultation'),
    }),
    /** What visitors read when a question fails; each must contain `{phone}`, which becomes a call link. */
    errors: strictObject({
      /** The platform refused or failed the question (a wrong key, a server error): nothing to retry. */
      unavailable: failureMessage('unavailable', "Our assistant can't answer right now. Please call us at {phone}."),
      /** 429: too many questions; `{seconds}` says when to ask again. */
      busy: failureMessage(
        'busy',
        'We are answering many questions right now. Try again in {seconds} s, or call us at {phone}.',
        ['{seconds}'],
      ),
      /** The question never reached us (offline, connection dropped). */
      connection: failureMessage(
        'connection',
        'Your question could not be sent. Check your internet connection and try again, or call us at {phone}.',
      ),
      /** The reply stopped part-way. */
      cutOff: failureMessage('cutOff', 'The reply was cut off. Ask again, or call us at {phone}.'),
      /** No answer for 20 seconds. */
      stalled: failureMessage(
        'stalled',
        'The assistant is taking too long to answer. Try again, or call us at {phone}.',
      ),
      /** The chat's own code did not load though the browser is online: the site was updated since the page loaded. */
      reload: failureMessage(
        'reload',
        'The chat could not get ready: the site may have just been updated. Reload the page and ask again, or call us at {phone}.',
      ),
    }),
  },
  {
    retired: {
      opening: 'the panel no longer says it is opening: it is in the page and opens at once. Remove opening.',
    },
  },
);

/** The typed chat's words as the island receives them. */
export type ChatText = z.infer<typeof chatTextSchema>;
