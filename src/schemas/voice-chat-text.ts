import { z } from 'astro/zod';
import { strictObject, text } from './shared';

/**
 * The voice-chat button's own words (content/ui/voice-chat.json). Placeholders in curly braces are
 * filled in on the page: `{brand}` with the company name and `{phone}` with a link to the company's
 * phone number, both from content/site.json; `{email}` with an email link.
 */

/** A line of text that must contain a placeholder, with a message that names field and placeholder. */
const withPlaceholder = (field: string, placeholder: '{brand}' | '{phone}' | '{email}', example: string) =>
  text(field).includes(placeholder, {
    error: `${field} must contain ${placeholder}, which is replaced on the page (for example "${example}").`,
  });

/** A message shown when voice chat fails; it must offer the phone number as a way out. */
const failureMessage = (name: string, example: string) => withPlaceholder(`errors.${name}`, '{phone}', example);

export const voiceChatTextSchema = strictObject({
  /** Accessible name of the button when no call is running, for example "Start Voice Chat". */
  startLabel: text('startLabel'),
  /** Accessible name and tooltip of the button during a call, for example "End Call". */
  endLabel: text('endLabel'),
  /** Tooltip of the idle button; `{brand}` is the company name. */
  idleTooltip: withPlaceholder('idleTooltip', '{brand}', 'Get Instant Answers - Talk with {brand} AI Agent'),
  /** Shown and announced while the call is being set up, for example "Connecting…". */
  connecting: text('connecting'),
  /** Announced when the call is live, for example "Connected. Start speaking." */
  connected: text('connected'),
  /** Announced when the call is over, for example "Call ended." */
  ended: text('ended'),
  /** The line telling visitors they are talking with an AI, shown during every call. */
  aiDisclosure: text('aiDisclosure').meta({ title: 'AI disclosure' }),
  /** Heading of the live captions, for example "Live captions". */
  captionsTitle: text('captionsTitle'),
  /** Button that hides the captions, for example "Hide captions". */
  hideCaptions: text('hideCaptions'),
  /** Button that shows the captions again, for example "Show captions". */
  showCaptions: text('showCaptions'),
  /** Shown in the captions before anyone has spoken. */
  captionsEmpty: text('captionsEmpty'),
  /** Name before the assistant's lines in the captions, for example "Assistant". */
  assistantSpeaker: text('assistantSpeaker'),
  /** Name before the visitor's own lines in the captions, for example "You". */
  visitorSpeaker: text('visitorSpeaker'),
  /** The mute toggle; it stays the same while pressed, for example "Mute microphone". */
  muteLabel: text('muteLabel'),
  /** Button that closes an error message, for example "Dismiss message". */
  dismissLabel: text('dismissLabel'),
  /** Shown under every error message; `{email}` becomes an email link. */
  emailFallback: withPlaceholder('emailFallback', '{email}', 'You can also email us at {email}.'),
  /** Shown during a call when the browser will not play the assistant's voice. */
  soundBlocked: withPlaceholder(
    'soundBlocked',
    '{phone}',
    "We can't play the assistant's voice. Check your sound, or call us at {phone}.",
  ),
  /** The button beside `soundBlocked` that plays the assistant after all (a press lets the browser), for example "Turn on sound". */
  enableSound: text('enableSound'),
  /** What visitors read when voice chat fails; each must contain `{phone}`, which becomes a call link. */
  errors: strictObject({
    /** The visitor (or their browser) refused the microphone. Say how to allow it. */
    microphoneBlocked: failureMessage(
      'microphoneBlocked',
      'Allow the microphone in your browser and try again, or call us at {phone}.',
    ),
    /** No microphone was found on the device. */
    microphoneNotFound: failureMessage(
      'microphoneNotFound',
      'We could not find a microphone. Connect one, or call us at {phone}.',
    ),
    /** Another app holds the microphone. */
    microphoneInUse: failureMessage(
      'microphoneInUse',
      'Your microphone is busy in another app. Close it, or call us at {phone}.',
    ),
    /** The browser cannot make voice calls (old browser, or page not on https). */
    unsupported: failureMessage('unsupported', 'This browser cannot make voice calls. Call us at {phone}.'),
    /** Our voice service refused the call (for example a wrong key, or the service is down). */
    apiFailure: failureMessage(
      'apiFailure',
      'Our voice assistant is not available right now. Call us at {phone}.',
    ).meta({ title: 'Voice service failure' }),
    /** The network connection to the call failed or dropped. */
    connectionFailure: failureMessage(
      'connectionFailure',
      'The voice connection failed. Check your internet, or call us at {phone}.',
    ),
    /** The call took too long to connect. */
    timeout: failureMessage('timeout', 'Connecting took too long. Try again in a moment, or call us at {phone}.'),
    /** Anything else. */
    generic: failureMessage('generic', 'Something went wrong with the voice chat. Call us at {phone}.'),
  }),
});

/** The voice-chat button's words as the island receives them (with `{brand}` already filled in). */
export type VoiceChatText = z.infer<typeof voiceChatTextSchema>;

/** Names of the failure messages, as used by the island to pick one. */
export type VoiceErrorKey = keyof VoiceChatText['errors'];
