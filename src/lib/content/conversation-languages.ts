/**
 * The conversation panel's languages and words as the build reads them (src/lib/conversation-words.ts
 * does the work), for the floating control's islands and the words each language serves apart.
 */
import { assertSpeechCoverage } from '~/agent/call-speech';
import { conversationLanguages, describeMissingWords, englishWords } from '~/lib/conversation-words';
import { getList, getSingleton } from './entries';

/** Lines already said: the panel is built on every page, the words said once. */
const said = new Set<string>();

/**
 * Says once per build which words are left to English, and stops at a listed language the calls could
 * not hear or speak.
 */
export async function getConversationLanguages() {
  const agent = await getSingleton('agent');
  assertSpeechCoverage(agent);
  const english = englishWords({
    chatText: await getSingleton('chatText'),
    voiceChatText: await getSingleton('voiceChatText'),
    conversationText: await getSingleton('conversationText'),
    agentActionsText: await getSingleton('agentActionsText'),
    agent,
    pageText: await getSingleton('pageText'),
    repairs: await getSingleton('repairs'),
    cleaningRates: await getSingleton('cleaningRates'),
  });
  const result = conversationLanguages({
    english,
    languages: agent.languages,
    entries: await getList('languageWords'),
  });
  for (const line of describeMissingWords(result.missing)) {
    if (said.has(line)) continue;
    said.add(line);
    console.warn(line);
  }
  return { ...result, english };
}
