/**
 * The public key's lock as the platform holds it (Node only): the site's first question, sent from
 * another origin and with an inline assistant in place of the site's, must both be refused.
 */
import type { VapiClient } from '@vapi-ai/server-sdk';
import { refusesKey } from '~/agent/refused-key';
import type { CheckLine } from './check-line';
import {
  askChat,
  endSessionBody,
  questionBody,
  testQuestions,
  testSessionName,
  type ChatSender,
  type ChatResult,
} from './verify-chat';

/** An origin that is no website's (`.invalid` is reserved for that): a copy of the page served elsewhere. */
export const foreignOrigin = 'https://another-site.invalid';

/** The smallest inline assistant: what a copied key would run with a prompt of its own. */
const inlineAssistant = {
  model: { provider: 'openai', model: 'gpt-4o-mini', messages: [{ role: 'system', content: 'Answer in one word.' }] },
};

const lockIt =
  'Lock it: set SITE_URL (and VAPI_ALLOWED_ORIGINS for previews) and PUBLIC_VAPI_PUBLIC_KEY, then run npm run assistant -- --publish.';

/** A session a refusal should have prevented: ended and named as a test, so it costs no more and is not a lead. */
async function tidy(client: VapiClient, sender: ChatSender, origin: string, result: ChatResult) {
  if (!result.answered || !result.sessionId) return;
  const { sessionId } = result;
  await client.sessions.update({ id: sessionId, name: testSessionName }).catch(() => undefined);
  await askChat(sender, origin, endSessionBody(sender, sessionId));
}

/** One refusal's line: ✓ when the platform refused the key (its words), ✗ when it answered or failed otherwise. */
function refusalLine(check: string, result: ChatResult, whenAnswered: string): CheckLine {
  if (result.answered) return { passed: false, check, said: `answered: ${whenAnswered} ${lockIt}` };
  if (refusesKey(result.status)) return { passed: true, check, said: `refused: ${result.said}` };
  return { passed: false, check, said: `not refused as a locked key is (${result.said}); run --verify again` };
}

/**
 * A question that is answered is a key anyone can use at the company's cost: its session is ended and
 * named as a test, and the line says which setting locks the key.
 *
 * The two refusals the lock promises, beside the site's own origin (`siteOrigin`, SITE_URL's). When the
 * key is refused from there too (`siteRefused`), the inline assistant's refusal tells nothing of the
 * lock on transient assistants.
 */
export async function refusalLines(
  client: VapiClient,
  siteOrigin: string,
  sender: ChatSender,
  siteRefused: boolean,
): Promise<CheckLine[]> {
  const elsewhere = await askChat(sender, foreignOrigin, questionBody(sender, testQuestions[0]));
  await tidy(client, sender, foreignOrigin, elsewhere);
  const { assistantId: _site, ...page } = questionBody(sender, testQuestions[0]);
  const inline = await askChat(sender, siteOrigin, { ...page, assistant: inlineAssistant });
  await tidy(client, sender, siteOrigin, inline);
  return [
    refusalLine(
      'lock: another origin',
      elsewhere,
      `the public key works from ${foreignOrigin}, so from any website that copies it.`,
    ),
    siteRefused && !inline.answered
      ? {
          passed: false,
          check: 'lock: inline assistant',
          said: `not told: refused (${inline.said}), but so is the site’s own question (above)`,
        }
      : refusalLine(
          'lock: inline assistant',
          inline,
          'the public key runs an inline assistant, so any prompt and any model, at the company’s cost.',
        ),
  ];
}
