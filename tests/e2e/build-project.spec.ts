/**
 * A build someone is planning, taken in the conversation, in Chromium at both widths: the project's
 * card (content/ui/agent-actions.json's words, the visitor's own as they gave them, what happens next,
 * no cost figure) in the typed chat (the fake platform's "script" scenario) and in a voice call (its
 * arguments a JSON text, as the platform's types give them), its answers given back to the agent and
 * kept for a new session, its offer of the consultation put into the conversation; a kind of project
 * the page does not declare shows nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { agentToolNames } from '~/agent/tool-names';
import { fillTemplate } from '~/lib/placeholders';
import { agentPageProps, chatText } from '../fixtures/sample-content';
import { plannedHome as home } from '../fixtures/planned-build';
import { axeViolations } from './axe';
import {
  ask,
  chatBox,
  chatControl,
  chatPanel,
  chatQuestions,
  chatReplies,
  expectRefusedInChat,
  scriptedClient,
} from './chat-helpers';
import { productionUrl } from './servers';
import { playToolCalls, sentIntoCall, startFakeCall } from './voice-helpers';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the agent needs JavaScript');
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const words = agentPageProps.text.project;
const homeRows: [string, string][] = [
  [words.kind, words.kinds['custom-home']],
  [words.city, 'Regina'],
  [words.ownsLot, words.answers.yes],
  [words.lotServiced, words.answers.yes],
  [words.size, home.size],
  [words.start, home.start],
  [words.budget, home.budget],
  [words.financing, words.financingAnswers['in-progress']],
  [words.next, words.consultation],
];

const projectCard = (page: Page, panel = chatPanel(page)) => panel.getByTestId('project-card');

/** Each row of the card, its name then what it says, as a visitor reads them. */
async function expectRows(card: ReturnType<typeof projectCard>, rows: [string, string][]) {
  await expect(card.locator('dt')).toHaveText(rows.map(([term]) => term));
  await expect(card.locator('dd')).toHaveText(rows.map(([, detail]) => detail));
}

test('in the typed chat: the project’s card, axe clean, no figure; its answers go back with the next question and to a new session; its offer fills the box', async ({
  page,
  request,
}) => {
  await page.goto(productionUrl);
  const client = await scriptedClient(page, request, [
    { reply: 'Thank you, here is your project.', toolCall: { name: agentToolNames.showBuildProject, arguments: home } },
    { reply: 'Would you like to book the free build consultation?' },
  ]);
  await page.reload();
  await ask(page, 'We want to build a custom home on our lot in Regina next spring.');
  const line = fillTemplate(words.shown, { kind: words.kinds['custom-home'], city: 'Regina' });
  await expect(chatPanel(page).getByTestId(agentToolNames.showBuildProject)).toContainText(line);
  const card = projectCard(page);
  await expectRows(card, homeRows);
  await expect(card).toContainText(words.noFigure);
  // No cost figure but the visitor's own budget: nothing else on the card is money.
  expect((await card.innerText()).match(/\$[\d,]+/g)).toEqual(['$750,000']);
  await expect(page.getByTestId('chat-announcement')).toHaveText(line);
  expect(await axeViolations(page, '[data-testid="chat-panel"]')).toEqual([]);

  await ask(page, 'What happens next?');
  await expect(chatReplies(page).last()).toHaveText(/free build consultation\?/);
  const [, second] = await chatQuestions(request, client);
  const result = (second!.input as { role: string; content: string }[]).find(({ role }) => role === 'tool')!;
  expect(result.content).toContain('a custom home in Regina; they own the lot, it is serviced');

  await card.getByRole('button', { name: words.book }).click();
  await expect(chatBox(page)).toHaveValue(chatText.requests.buildConsultation);
  await expect(chatBox(page)).toBeFocused();

  await page.reload();
  await chatControl(page).click();
  await expectRows(projectCard(page), homeRows);
  await ask(page, 'Where were we?');
  await expect.poll(async () => (await chatQuestions(request, client)).length).toBe(3);
  const [, , third] = await chatQuestions(request, client);
  const recap = (third as { assistantOverrides: { variableValues: { conversationSoFar: string } } }).assistantOverrides
    .variableValues.conversationSoFar;
  expect(recap).toContain(`${line} [What the page told you of it: The page showed the visitor their project`);
  expect(recap).toContain('hoping to start: Spring 2027');
});

test('a kind of project the page does not declare shows nothing, with one warning; the agent is told why', async ({
  page,
  request,
}) => {
  await expectRefusedInChat(page, request, {
    toolCall: { name: agentToolNames.showBuildProject, arguments: { ...home, kind: 'castle' } },
    reason: '"castle" is not a kind of project the page declared (custom-home, multi-family, commercial, renovation)',
    card: projectCard(page),
  });
});

test('in a voice call: a renovation’s card in the call’s panel, axe clean, its answers said into the call; its offer goes into the call', async ({
  page,
  context,
}) => {
  await startFakeCall(page, context);
  const renovation = { kind: 'renovation', city: 'Saskatoon', size: 'The whole main floor', start: 'In May' };
  await playToolCalls(page, ['call-project-1', agentToolNames.showBuildProject, JSON.stringify(renovation)]);
  const card = projectCard(page, page.getByTestId('voice-chat-panel'));
  await expectRows(card, [
    [words.kind, words.kinds.renovation],
    [words.city, 'Saskatoon'],
    [words.size, renovation.size],
    [words.start, renovation.start],
    [words.next, words.consultation],
  ]);
  expect(await axeViolations(page, '[data-testid="voice-chat-panel"]')).toEqual([]);
  await expect
    .poll(() => sentIntoCall(page))
    .toContainEqual({
      type: 'add-message',
      message: { role: 'system', content: expect.stringContaining('a renovation in Saskatoon') },
    });
  await card.getByRole('button', { name: words.book }).click();
  await expect
    .poll(() => sentIntoCall(page))
    .toContainEqual({
      type: 'add-message',
      message: { role: 'user', content: chatText.requests.buildConsultation },
    });
});
