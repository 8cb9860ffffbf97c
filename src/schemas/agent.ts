/**
 * content/agent.md's front matter: the assistant's name and model, whether calls are recorded and the
 * notice that says so, its first message, languages and booking. Its body, the prompt, is checked where it is loaded.
 */
import { z } from 'astro/zod';
import { comparableTag, isEnglishTag } from './language-tags';
import { strictObject, text } from './shared';
import { knownPlaceholders, withKnownPlaceholders } from './agent-variables';
import { bookingSchema } from './booking-settings';
import { agentLanguageSchema, transcriberSchema, voiceSchema } from './agent-speech';

/** The longest notice the conversation panels show: they are small, and it is read before a word is said. */
const noticeMaxLength = 200;

/** The placeholder of the notice that the page turns into a link to the privacy page. */
const privacyPlaceholder = '{privacy}';

/** How a text says calls are recorded: a word starting with "record" (recorded, recording, records). */
const recordingWord = /\brecord\w*/i;

/** Examples the messages give, one for each setting. */
const noticeExamples = {
  on: `"This conversation is recorded and transcribed so we can follow up on your request. See our ${privacyPlaceholder}."`,
  off: `"This conversation is transcribed so we can follow up on your request. See our ${privacyPlaceholder}."`,
};

/** The front matter of content/agent.md. */
export const agentSchema = strictObject({
  /** The assistant's name in Vapi's dashboard (Vapi allows at most 40 characters). */
  name: text('name').max(40, { error: 'name must be at most 40 characters (Vapi’s limit).' }),
  /**
   * Whether calls are recorded (their audio kept with the transcript); `npm run assistant` writes it
   * into the assistant, and the notice and first message must say the same.
   */
  recording: z
    .boolean({
      error:
        'recording must be true or false: true when calls are recorded (their audio kept), false when they are not.',
    })
    .meta({
      title: 'Record calls',
      description:
        'On: calls are recorded, and the notice and first message must say so. Off: they must not mention recording.',
    }),
  /**
   * What every visitor reads before their first word, in the voice and chat panels: what is kept and
   * why, with `{privacy}` where the link to the privacy page goes.
   */
  notice: text('notice')
    .max(noticeMaxLength, {
      error: `notice must be at most ${noticeMaxLength} characters: it is shown in a small panel before the conversation starts.`,
    })
    .includes(privacyPlaceholder, {
      error: `notice must contain ${privacyPlaceholder}, where the link to the privacy page goes, for example ${noticeExamples.on}`,
    })
    .meta({
      multiline: true,
      description: `Shown before the conversation starts. ${privacyPlaceholder} becomes the link to the privacy page.`,
    }),
  /** The words of the notice's link to the privacy page, for example "privacy notice". */
  privacyLinkText: text('privacyLinkText')
    .max(40, { error: 'privacyLinkText must be at most 40 characters: it is a link inside a sentence.' })
    .meta({ title: 'Privacy link text', description: `The words of the link that replaces ${privacyPlaceholder}.` }),
  /** What the assistant says first, for example "Hi, thanks for calling {{brand}}!". */
  firstMessage: withKnownPlaceholders('firstMessage').meta({
    description: `What the assistant says first; with recording on, it says the call is recorded. It may use ${knownPlaceholders}.`,
  }),
  /** The language model: Vapi's provider name and model id, for example "openai" and "gpt-4o". */
  model: strictObject({ provider: text('model.provider'), model: text('model.model') }),
  /** The languages the assistant speaks, English among them: calls hear and speak each, the typed chat writes each. */
  languages: z
    .array(agentLanguageSchema)
    .min(1, { error: 'languages needs at least English: { code: en, name: English }.' })
    .meta({ title: 'Languages the assistant speaks' }),
  /** The transcriber of calls: one that hears every listed language without a call of its own (docs/languages.md). */
  transcriber: transcriberSchema,
  /** The voice of calls: one that speaks every listed language without a call of its own. */
  voice: voiceSchema,
  /** Booking the free consultation (bookingSchema). */
  booking: bookingSchema,
}).check((context) => {
  // English is the page's language, the office's, and the words of the conversation panel where a
  // language has none of its own; a language listed twice would be offered twice.
  const { languages } = context.value;
  const canonical = languages.map(({ code }) => comparableTag(code));
  if (!canonical.some(isEnglishTag)) {
    context.issues.push({
      code: 'custom',
      input: languages,
      path: ['languages'],
      message:
        'languages must include English ({ code: en, name: English }): the page and the office read English, and the conversation panel shows English where a language has no words of its own.',
    });
  }
  const repeated = languages.find((_, index) => canonical.indexOf(canonical[index]!) !== index);
  if (repeated) {
    context.issues.push({
      code: 'custom',
      input: languages,
      path: ['languages'],
      message: `languages has "${repeated.code}" (${repeated.name}) twice (the same language, perhaps under another code): list each language once.`,
    });
  }
  const second = languages[1];
  if (second && !second.question) {
    context.issues.push({
      code: 'custom',
      input: second,
      path: ['languages', 1, 'question'],
      message: `languages[1].question is required: the second language listed (${second.name}) needs a short question in it, which npm run assistant -- --verify asks to check the agent answers in it.`,
    });
  }
  // What visitors read and hear must match what is done: a notice that promises no recording while
  // calls are recorded (or the reverse) misleads them, so it stops the build.
  const { recording, notice, firstMessage } = context.value;
  const said = {
    notice: { words: notice, on: `for example ${noticeExamples.on}`, off: `for example ${noticeExamples.off}` },
    firstMessage: {
      words: firstMessage,
      on: 'for example "… I\'m an AI assistant, and this call is recorded so we can follow up."',
      off: 'say nothing of recording',
    },
  };
  for (const [field, { words, on, off }] of Object.entries(said)) {
    const word = recordingWord.exec(words)?.[0];
    if (recording && !word) {
      context.issues.push({
        code: 'custom',
        input: words,
        path: [field],
        message: `${field} must say that the conversation is recorded, because recording is true: ${on}. Or set recording to false.`,
      });
    } else if (!recording && word) {
      context.issues.push({
        code: 'custom',
        input: words,
        path: [field],
        message: `${field} mentions recording ("${word}"), but recording is false, so calls are not recorded: ${off}. Or set recording to true.`,
      });
    }
  }
});

/** The AI agent's settings as the build and `npm run assistant` read them. */
export type AgentSettings = z.infer<typeof agentSchema>;
