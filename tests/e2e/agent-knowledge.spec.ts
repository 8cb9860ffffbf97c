/**
 * The AI agent knows the whole page: the built site's /conversation-context.json carries every word
 * a visitor can read (`{{pageKnowledge}}`), fetched on intent, never in the page's HTML; and a tenant
 * who asks the typed chat how to pay rent sends that knowledge with the question, and is shown the
 * doors when the agent calls show_section. The fake API has no model: its reply words and its tool
 * call are scripted ("tool-call" scenario, fake-vapi-api.mjs); what the page sends and does is real.
 */
import { expect, test } from '@playwright/test';
import { agentToolNames } from '~/agent/tool-names';
import { toolCallReply } from '../fixtures/fake-vapi-api.mjs';
import { mustKnow } from '../fixtures/agent-knowledge';
import { agentPageProps, faq, homes, sections, shownHomes, site } from '../fixtures/sample-content';
import { homeAddress } from '../../src/lib/homes';
import { conversationContextPath } from '../../src/lib/page-paths';
import { ask, chatBox, chatPanel, ownFakeApiClient } from './chat-helpers';
import { gapUnderHeader } from './layout';
import { fakeApiUrl, productionUrl } from './servers';

test.describe.configure({ mode: 'serial' });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the agent needs JavaScript');

const doorsSection = sections.find((section) => section.design === 'portals')!;

test("the built site's conversation context holds every question and answer, every card, door and home for rent", async ({
  request,
}) => {
  const context = (await (await request.get(`${productionUrl}${conversationContextPath}`)).json()) as {
    variableValues: { pageKnowledge: string };
    agent: { choices: { items: { id: string }[]; booking: { homes: { id: string; address: string }[] } } };
  };
  const knowledge = context.variableValues.pageKnowledge;
  for (const [what, words] of mustKnow) expect(knowledge, what).toContain(words);
  // The homes it may point at and book a showing of: those content/homes/ has the page show, no other.
  const shown = shownHomes.map(({ data }) => ({ id: data.id, address: homeAddress(data) }));
  expect(context.agent.choices.booking.homes).toEqual(shown);
  expect(context.agent.choices.items.map(({ id }) => id)).toEqual(expect.arrayContaining(shown.map(({ id }) => id)));
  const leased = homes.filter(({ data }) => data.status === 'leased');
  expect(leased.length).toBeGreaterThan(0);
  for (const { data } of leased) expect(knowledge).not.toContain(data.street);
  // It reaches the browser on intent only: the page's HTML does not carry it.
  const html = await (await request.get(productionUrl)).text();
  expect(html).not.toContain(faq.groups[0]!.questions[0]!.answer);
});

test('a tenant asks how to pay rent: the question carries the page, and the doors come into view', async ({
  page,
  request,
}) => {
  // Scripted: a short reply, then show_section with the doors' section, as a model would answer.
  const client = await ownFakeApiClient(page, request, 'agent-knowledge-spec', {
    chatScenario: 'tool-call',
    toolCall: { name: agentToolNames.showSection, arguments: { section: doorsSection.id } },
  });
  await page.goto(productionUrl);
  await ask(page, 'I rent from you. How do I pay my rent?');

  const panel = chatPanel(page);
  await expect(panel).toContainText(toolCallReply);
  const showing = agentPageProps.text.showing.replace('{label}', agentPageProps.sectionLabels[doorsSection.id]!);
  await expect(panel.getByTestId('agent-shown')).toContainText(showing);
  await expect.poll(() => gapUnderHeader(page, doorsSection.id).then(Math.abs)).toBeLessThan(16);
  const payRent = site.portals.find(({ audience }) => audience === 'tenants')!;
  await expect(page.getByRole('link', { name: payRent.label, exact: true })).toBeInViewport();
  await expect(chatBox(page)).toBeFocused();

  // What the page sent: the question, and the page's words for the agent to answer from.
  const received = (await (
    await request.get(`${fakeApiUrl}/__control/requests?client=${encodeURIComponent(client)}`)
  ).json()) as {
    method: string;
    path: string;
    body: { assistantOverrides: { variableValues: Record<string, string> } };
  }[];
  const question = received.find((entry) => entry.method === 'POST' && entry.path === '/chat/web')!;
  const { pageKnowledge } = question.body.assistantOverrides.variableValues;
  const answer = faq.groups.flatMap((group) => group.questions).find(({ id }) => id === 'pay-rent')!.answer;
  expect(pageKnowledge).toContain(answer);
  expect(pageKnowledge).toContain(`${payRent.label} (${payRent.url}): ${payRent.description}`);
  expect(pageKnowledge).toContain(`[${doorsSection.id}] `);
});
