/**
 * A tenant's repair taken in the typed chat, in Chromium at both widths: the fake platform's scripted
 * answers ("script" scenario, fake-vapi-api.mjs) show the emergency line, report the emergency, then
 * show the repair; what the page shows and sends is real, and so is the assistant the fake platform
 * runs (made by publishing's own code): its report_emergency posts to a fake catch hook while the
 * conversation goes on. The card keeps the problem, the address, content's urgency and promise, and
 * for an emergency the emergency line to call, across a reload; a call the page did not declare shows nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { assistantDefinition } from '~/agent/assistant';
import { repairChoices } from '~/agent/repair/choices';
import { agentToolNames, platformToolNames } from '~/agent/tool-names';
import { readAgentContent } from '~/lib/content/agent-content';
import { fillTemplate } from '~/lib/placeholders';
import { newAssistant } from '~/platform/assistant-update';
import { publishedHook } from '~/platform/emergency-forwarding';
import { agentPageProps, repairs, site } from '../fixtures/sample-content';
import { axeViolations } from './axe';
import { ask, chatControl, chatPanel, scriptedClient } from './chat-helpers';
import { fakeApiUrl, ownerSecrets, productionUrl, testVoiceSettings } from './servers';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the agent needs JavaScript');
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const text = agentPageProps.text;
const emergencyLine = site.emergencyLine!;
const urgency = (id: string) => repairs.urgencies.find((entry) => entry.urgency === id)!;
const kind = (id: string) => repairs.kinds.find((entry) => entry.id === id)!;

/** A night's emergency, as the agent takes it: the tenant's words. */
const furnace = {
  kind: 'heat',
  urgency: 'emergency',
  problem: 'The furnace stopped at 10 p.m. and the house is getting cold.',
  address: '2341 Retallack Street, unit 4, Regina',
  entry: 'yes',
  pets: 'A friendly dog',
};

const repairCard = (page: Page) => chatPanel(page).getByTestId('repair-card');

/** The fake catch hook, and the platform's credential of its secret, as publishing makes them. */
const hookUrl = `${fakeApiUrl}/__hook/emergency`;
const credential = {
  id: 'cred-e2e-hook',
  provider: 'custom-credential',
  name: 'Website leads hook e2e',
  authenticationPlan: {
    type: 'bearer',
    token: ownerSecrets.LEADS_WEBHOOK_SECRET,
    headerName: 'X-Vapi-Secret',
    bearerPrefixEnabled: false,
  },
};

/** The site's assistant on the fake platform as `--publish` makes it with the hook: its emergency tool posts there. */
function publishedAssistant() {
  const { settings, prompt, content } = readAgentContent(new URL('../../content/', import.meta.url));
  const hook = publishedHook({ url: hookUrl, credentialId: credential.id }, repairChoices(content.repairs));
  return {
    id: testVoiceSettings.PUBLIC_VAPI_ASSISTANT_ID,
    ...newAssistant(assistantDefinition(settings, prompt, content), hook),
  };
}

/** What reached the fake hook, and the tool calls the fake platform posted. */
interface HookLog {
  received: { receivedAt: number; headers: Record<string, string>; body: { message: Record<string, unknown> } }[];
  forwarded: {
    calledAt: number;
    url: string;
    status?: number;
    body: { message: { toolCallList: { function: { arguments: string } }[] } };
  }[];
}

test.beforeEach(async ({ page }) => {
  await page.goto(productionUrl);
});

test('an emergency at night: the emergency line shown at once, then the repair’s card with the line to call; axe clean; a reload keeps it', async ({
  page,
  request,
}) => {
  await scriptedClient(page, request, [
    {
      reply: 'Please call our emergency line now; I can also take the details here. What is the address and unit?',
      toolCall: { name: agentToolNames.showContact, arguments: { method: 'emergency-line' } },
    },
    {
      reply: 'Thank you, our on-call person has it.',
      toolCall: { name: agentToolNames.showRepair, arguments: furnace },
    },
  ]);
  await page.reload();
  await ask(page, 'My furnace stopped and it is freezing in here.');
  const contactCard = chatPanel(page).getByTestId('agent-contact-card');
  await expect(contactCard).toContainText(text.contactTitles['emergency-line']);
  await expect(contactCard.getByRole('link', { name: emergencyLine.phone.display })).toHaveAttribute(
    'href',
    `tel:${emergencyLine.phone.e164}`,
  );

  await ask(page, furnace.address);
  const line = chatPanel(page).getByTestId(agentToolNames.showRepair);
  const taken = fillTemplate(text.repair.taken, { kind: kind('heat').label, address: furnace.address });
  await expect(line).toContainText(taken);
  const card = repairCard(page);
  for (const words of [
    text.repair.problem,
    furnace.problem,
    text.repair.address,
    furnace.address,
    text.repair.urgency,
    urgency('emergency').label,
    text.repair.entry,
    text.repair.entryYes,
    text.repair.pets,
    furnace.pets,
    text.repair.next,
    urgency('emergency').promise,
    fillTemplate(text.repair.call, { label: text.contactTitles['emergency-line'] }),
  ])
    await expect(card).toContainText(words);
  await expect(card.getByRole('link', { name: emergencyLine.phone.display })).toHaveAttribute(
    'href',
    `tel:${emergencyLine.phone.e164}`,
  );
  await expect(page.getByTestId('chat-announcement')).toHaveText(taken);
  expect(await axeViolations(page, '[data-testid="chat-panel"]')).toEqual([]);

  await page.reload();
  await chatControl(page).click();
  await expect(repairCard(page)).toContainText(urgency('emergency').promise);
  await expect(repairCard(page).getByRole('link', { name: emergencyLine.phone.display })).toHaveAttribute(
    'href',
    `tel:${emergencyLine.phone.e164}`,
  );
});

test('an emergency reaches the company’s hook while the conversation goes on: by the platform, with the secret’s credential, marked as an emergency; never from the page', async ({
  page,
  request,
}) => {
  await request.post(`${fakeApiUrl}/__control/upsert`, {
    data: { assistants: [publishedAssistant()], credentials: [credential] },
  });
  // This test's own words, so its report is told from the other width's, running at the same time.
  const marker = `${test.info().project.name} width`;
  const reported = {
    kind: 'heat',
    problem: `No heat since 10 p.m.; the furnace does not start (${marker}).`,
    address: furnace.address,
    name: 'Ana Lopez',
    phone: '306-555-0177',
  };
  const client = await scriptedClient(page, request, [
    {
      reply: 'Please call our emergency line now. What is the address and unit?',
      toolCall: { name: agentToolNames.showContact, arguments: { method: 'emergency-line' } },
    },
    {
      reply: 'Thank you, I have sent it to our on-call person. May we come in if no one is home?',
      toolCall: { name: platformToolNames.reportEmergency, arguments: reported },
    },
    { reply: 'Here is what I took.', toolCall: { name: agentToolNames.showRepair, arguments: furnace } },
  ]);
  const pageRequests: string[] = [];
  page.on('request', (sent) => pageRequests.push(sent.url()));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.reload();
  await ask(page, 'The furnace stopped and it is freezing.');
  await expect(chatPanel(page).getByTestId('agent-contact-card')).toBeVisible();
  await ask(page, `${furnace.address}. I am Ana Lopez, 306-555-0177.`);
  // Said in the live region once the whole answer (its tool call too) has arrived.
  await expect(page.getByTestId('chat-announcement')).toContainText('sent it to our on-call person');

  const ours = (log: HookLog) =>
    log.received.find(({ body }) => JSON.stringify(body.message.toolCallList).includes(marker));
  let log: HookLog = { received: [], forwarded: [] };
  await expect
    .poll(async () => {
      log = (await (await request.get(`${fakeApiUrl}/__control/hook`)).json()) as HookLog;
      return ours(log) !== undefined;
    })
    .toBe(true);
  const post = ours(log)!;
  const forwarded = log.forwarded.find(({ body }) =>
    body.message.toolCallList[0]!.function.arguments.includes(marker),
  )!;
  expect(forwarded.url).toBe(hookUrl);
  // The secret, from the platform's credential; the urgency and need, from the tool's own parameters.
  expect(post.headers['x-vapi-secret']).toBe(ownerSecrets.LEADS_WEBHOOK_SECRET);
  expect(post.body.message).toMatchObject({
    type: 'tool-calls',
    toolCallList: [{ type: 'function', function: { name: platformToolNames.reportEmergency } }],
    chat: { assistantId: testVoiceSettings.PUBLIC_VAPI_ASSISTANT_ID },
  });
  const [called] = post.body.message.toolCallList as { function: { arguments: string } }[];
  expect(JSON.parse(called!.function.arguments)).toEqual({ ...reported, urgency: 'emergency', need: 'tenant repair' });
  const afterMs = post.receivedAt - forwarded.calledAt;
  test.info().annotations.push({ type: 'hook after the tool call', description: `${afterMs} ms` });
  expect(afterMs).toBeLessThan(1_000);

  // The conversation goes on; the page took no part: no request to the hook, no answer for the call,
  // no warning, and neither the hook's address nor its secret anywhere in it.
  await ask(page, 'Yes, you may come in. We have a dog.');
  await expect(repairCard(page)).toContainText(urgency('emergency').promise);
  expect(pageRequests.filter((url) => url.includes('/__hook/'))).toEqual([]);
  const questions = (await (
    await request.get(`${fakeApiUrl}/__control/requests?client=${encodeURIComponent(client)}`)
  ).json()) as {
    path: string;
    body: { input?: unknown } | null;
  }[];
  const sent = JSON.stringify(questions.filter(({ path }) => path === '/chat/web').map(({ body }) => body?.input));
  expect(sent).toContain('"tool_call_id":"chat-tool-1"');
  expect(sent).not.toContain('"tool_call_id":"chat-tool-2"');
  expect(warnings.filter((text) => text.includes(platformToolNames.reportEmergency))).toEqual([]);
  const html = await page.content();
  expect(html).not.toContain(hookUrl);
  expect(html).not.toContain(ownerSecrets.LEADS_WEBHOOK_SECRET);
});

test('a routine repair: its promise, and no line to call', async ({ page, request }) => {
  await scriptedClient(page, request, [
    {
      reply: 'I have taken it.',
      toolCall: {
        name: agentToolNames.showRepair,
        arguments: { kind: 'appliances', urgency: 'routine', problem: 'The oven light is out.', address: '12 Main St' },
      },
    },
  ]);
  await page.reload();
  await ask(page, 'The light in my oven is out.');
  await expect(repairCard(page)).toContainText(urgency('routine').promise);
  await expect(repairCard(page).getByRole('link')).toHaveCount(0);
});

test('a repair of a kind content does not declare shows nothing, with one warning', async ({ page, request }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[page-guide]')) warnings.push(message.text());
  });
  await scriptedClient(page, request, [
    {
      reply: 'I have taken it.',
      toolCall: { name: agentToolNames.showRepair, arguments: { ...furnace, kind: 'roof' } },
    },
  ]);
  await page.reload();
  await ask(page, 'My roof leaks.');
  await expect(chatPanel(page).getByTestId('chat-reply')).toContainText('I have taken it.');
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toContain('"roof" is not a kind of repair the page declared');
  await expect(repairCard(page)).toHaveCount(0);
  await expect(chatPanel(page).getByTestId(agentToolNames.showRepair)).toHaveCount(0);
});
