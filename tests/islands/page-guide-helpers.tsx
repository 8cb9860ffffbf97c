/** Shared by the island tests of the page tools' cards: the page guide set up afresh, a tool's call, a kept card drawn. */
import { render } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AgentPageContext } from '~/agent/conversation-context';
import type { PageToolName } from '~/agent/tool-names';
import type * as Guide from '~/components/islands/conversation/page-guide/carry-out-tool-calls';
import { agentPageProps, conversationText } from '../fixtures/sample-content';

/** The page guide, loaded afresh (its memory of call ids with it) and set up with `setup`. */
export async function freshGuide(setup: AgentPageContext = agentPageProps): Promise<typeof Guide> {
  vi.resetModules();
  const guide = await import('~/components/islands/conversation/page-guide/carry-out-tool-calls');
  (await import('~/components/islands/conversation/page-guide/page-guide-setup')).setUpPageGuide(setup);
  return guide;
}

let callNumber = 0;
/** A call of `tool` with `args`, as the platform sends it, a new id each time. */
export const toolCall = (tool: PageToolName, args: unknown) => ({
  id: `${tool}-${++callNumber}`,
  type: 'function',
  function: { name: tool, arguments: args },
});

/** The module of `tool` the page guide carries its calls out with. */
export const toolModule = async (tool: PageToolName) =>
  (await import('~/components/islands/conversation/page-guide/page-tools')).pageToolNamed(tool)!;

/** A kept card as the transcript draws it under its line (shown-cards.tsx), in English. */
export async function drawKeptCard(tool: PageToolName, data: unknown, line: string) {
  const { KeptCardView } = await import('~/components/islands/conversation/page-guide/shown-cards');
  return render(<KeptCardView card={{ tool, data }} line={line} lang={undefined} words={conversationText} />);
}

/**
 * A call the page refuses for `reason`: nothing shown, the agent told it was not and why (worth saying
 * into a call), and one warning naming the reason.
 */
export function expectRefused(guide: typeof Guide, raw: ReturnType<typeof toolCall>, reason: string) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { shown, answer } = guide.carryOut(raw, { live: true });
  expect(shown).toBeNull();
  expect(answer).toMatchObject({ callId: raw.id, sayInCall: true });
  expect(answer!.text).toMatch(/^Not shown to the visitor: /);
  expect(answer!.text).toContain(reason);
  expect(answer!.text).toContain('do not say it is');
  expect(warn).toHaveBeenCalledOnce();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining(reason), expect.anything());
}
