/** How every page tool is declared to the platform: a function tool with no server, async. */
import type { Vapi } from '@vapi-ai/server-sdk';
import type { PageToolName } from './tool-names';

type Parameters = NonNullable<Vapi.OpenAiFunction['parameters']>;

/** One page tool's declaration: its name, when to call it, and its arguments (all of `required` must be given). */
export const pageToolDeclaration = (
  name: PageToolName,
  description: string,
  properties: Parameters['properties'],
  required: string[],
): Vapi.OpenAiModelToolsItem.Function => ({
  type: 'function',
  // No `server`: with no URL to send it to, the platform hands the call to the page, as a `tool-calls`
  // client message. Async: the page sends no result the platform waits for (it tells the agent with
  // the next typed question, or a call's system line), so the agent must not wait for it.
  async: true,
  function: { name, description, parameters: { type: 'object', properties, required } },
});
