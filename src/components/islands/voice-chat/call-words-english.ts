/**
 * The English words only a call that is on shows, for the in-call part to bring (./call-words.ts says
 * why they are not in the page). Read from the same file the build checks (content/ui/voice-chat.json,
 * its schema src/schemas/voice-chat-text.ts: a slip there fails the build before this is bundled),
 * trimmed as that schema trims; by name, so the bundle takes only these. Through `~/`, the one alias,
 * which every resolver of the project follows (Vite, TypeScript, scripts/source-imports.mjs).
 */
import {
  callTitle,
  captionsEmpty,
  captionsTitle,
  connected,
  enableSound,
  endLabel,
  errors,
  hideCaptions,
  muteLabel,
  showCaptions,
  soundBlocked,
} from '~/../content/ui/voice-chat.json';
import type { CallWords } from './call-words';

const words: CallWords = {
  endLabel,
  connected,
  callTitle,
  captionsTitle,
  hideCaptions,
  showCaptions,
  captionsEmpty,
  muteLabel,
  soundBlocked,
  enableSound,
  errors: {
    microphoneBlocked: errors.microphoneBlocked,
    microphoneNotFound: errors.microphoneNotFound,
    microphoneInUse: errors.microphoneInUse,
  },
};

const trimmed = <T>(value: T): T =>
  (typeof value === 'string'
    ? value.trim()
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimmed(inner)]))
      : value) as T;

export const englishCallWords: CallWords = trimmed(words);
