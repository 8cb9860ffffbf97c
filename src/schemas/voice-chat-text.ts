import type { z } from 'astro/zod';
import { strictObject, text, withPlaceholders } from './shared';

/**
 * The voice call's own words (content/ui/voice-chat.json): the button, its tooltip, the call's
 * panel and the messages of a failed call. `{brand}` becomes the company name and `{phone}` a call
 * link, both from content/site.json. Words the typed chat shares are in content/ui/conversation.json.
 */

/** A message shown when a call fails; it must offer the phone number as a way out. */
const failureMessage = (name: string, example: string) => withPlaceholders(`errors.${name}`, ['{phone}'], example);

export const voiceChatTextSchema = strictObject({
  /** Accessible name of the button when no call is running, for example "Start Voice Chat". */
  startLabel: text('startLabel'),
  /** Accessible name and tooltip of the button during a call, for example "End Call". */
  endLabel: text('endLabel'),
  /** Tooltip of the idle button; `{brand}` is the company name. */
  idleTooltip: withPlaceholders('idleTooltip', ['{brand}'], 'Get Instant Answers - Talk with {brand} AI Agent'),
  /** Shown and announced while the call is being set up, for example "Connecting…". */
  connecting: text('connecting'),
  /** Announced when the call is live, for example "Connected. Start speaking." */
  connected: text('connected'),
  /** Announced when the call is over, for example "Call ended." */
  ended: text('ended'),
  /** The heading of the call's panel, for example "Call with our assistant". */
  callTitle: text('callTitle'),
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
  /** The mute toggle; it stays the same while pressed, for example "Mute microphone". */
  muteLabel: text('muteLabel'),
  /** Shown during a call when the browser will not play the assistant's voice. */
  soundBlocked: withPlaceholders(
    'soundBlocked',
    ['{phone}'],
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
    unavailable: failureMessage(
      'unavailable',
      'Our voice assistant is not available right now. Call us at {phone}.',
    ).meta({ title: 'Voice service failure' }),
    /** The network connection to the call failed or dropped. */
    connection: failureMessage(
      'connection',
      'The voice connection failed. Check your internet, or call us at {phone}.',
    ),
    /** The call took too long to connect. */
    timeout: failureMessage('timeout', 'Connecting took too long. Try again in a moment, or call us at {phone}.'),
    /** Anything else. */
    generic: failureMessage('generic', 'Something went wrong with the voice chat. Call us at {phone}.'),
  }),
});

/** The voice call's words as the island receives them (with `{brand}` already filled in). */
export type VoiceChatText = z.infer<typeof voiceChatTextSchema>;
