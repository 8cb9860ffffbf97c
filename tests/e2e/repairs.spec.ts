/**
 * A tenant's repair taken in the typed chat, in Chromium at both widths: the fake platform's scripted
 * answers ("script" scenario, fake-vapi-api.mjs) show the emergency line, then the repair; what the
 * page shows is real. The card keeps the problem, the address, content's urgency and promise, and for
 * an emergency the emergency line to call, across a reload; a call the page did not declare shows nothing.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { agentToolNames } from '~/agent/tool-names';
import { fillTemplate } from '~/lib/placeholders';
import { agentPageProps, repairs, site } from '../fixtures/sample-content';
import { axeViolations } from './axe';
import { ask, chatControl, chatPanel } from './chat-helpers';
import { fakeApiUrl, productionUrl } from './servers';

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

/** This test's own client of the fake API, answering its questions with `script`. */
async function scripted(page: Page, request: APIRequestContext, script: unknown[]) {
  const client = `${await page.evaluate(() => navigator.userAgent)} repairs-${test.info().testId}`;
  await page.setExtraHTTPHeaders({ 'user-agent': client });
  await request.post(`${fakeApiUrl}/__control/reset`, { data: { client } });
  await request.post(`${fakeApiUrl}/__control/scenario`, { data: { client, chatScenario: 'script', script } });
  return client;
}

const repairCard = (page: Page) => chatPanel(page).getByTestId('repair-card');

test.beforeEach(async ({ page }) => {
  await page.goto(productionUrl);
});

test('an emergency at night: the emergency line shown at once, then the repair’s card with the line to call; axe clean; a reload keeps it', async ({
  page,
  request,
}) => {
  await scripted(page, request, [
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

test('a routine repair: its promise, and no line to call', async ({ page, request }) => {
  await scripted(page, request, [
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
  await scripted(page, request, [
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
