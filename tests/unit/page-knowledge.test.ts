/**
 * What the AI agent knows of the page (`{{pageKnowledge}}`, src/agent/page-knowledge.ts): every word a
 * visitor can read, from content/ as the build reads it, in what `npm run assistant -- --filled`
 * prints; and it follows an editor's change with no second copy. The lists checked come from the
 * content itself (tests/fixtures/sample-content.ts), never from a copy in this file. The built site's
 * /conversation-context.json is checked in tests/e2e/agent-knowledge.spec.ts.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runAssistant } from '../fixtures/run-assistant';
import { mustKnow } from '../fixtures/agent-knowledge';
import {
  agentToolContent,
  faq,
  homes,
  homesText,
  knowledgeContent,
  sections,
  shownHomes,
  site,
} from '../fixtures/sample-content';
import { homeReference } from '~/agent/tool-names';
import { agentToolChoices } from '~/agent/tool-choices';
import { readAgentContent } from '~/lib/content/agent-content';
import { agentVariableValues } from '~/agent/assistant';
import { pageKnowledge } from '~/agent/page-knowledge';

/** The system prompt `npm run assistant` prints, with `args`. */
const printedPrompt = (...args: string[]) => {
  const { status, stdout, stderr } = runAssistant(...args);
  expect(status, stderr).toBe(0);
  return (JSON.parse(stdout) as { model: { messages: { content: string }[] } }).model.messages[0]!.content;
};

// Two tests run `npm run assistant`, which starts Node with the project's sources.
describe("the agent's knowledge of the page", { timeout: 20_000 }, () => {
  it('holds every question and answer, every card, every door and the emergency line, in what `npm run assistant -- --filled` prints', () => {
    const prompt = printedPrompt('--filled');
    expect(mustKnow.length).toBeGreaterThan(60);
    for (const [what, words] of mustKnow) expect(prompt, what).toContain(words);
    // The sample answers at least ten questions, for four kinds of visitor.
    expect(faq.groups.flatMap((group) => group.questions).length).toBeGreaterThanOrEqual(10);
    expect(faq.groups.length).toBeGreaterThanOrEqual(4);
  });

  it('reaches the prompt as {{pageKnowledge}}, filled at every conversation start rather than published', () => {
    const prompt = printedPrompt();
    expect(prompt).toContain('{{pageKnowledge}}');
    expect(prompt).not.toContain(faq.groups[0]!.questions[0]!.answer);
  });

  it('names each section by the id show_section takes, in page order', () => {
    const knowledge = pageKnowledge(knowledgeContent);
    const ids = [...knowledge.matchAll(/^\[([a-z0-9-]+)\] /gm)].map((match) => match[1]);
    expect(ids).toEqual(agentToolChoices(agentToolContent).sections);
    // The doors' and the questions' sections are among them: found by their design, whatever their id.
    for (const design of ['portals', 'questions'])
      expect(ids).toContain(sections.find((section) => section.design === design)!.id);
  });

  it('names each home by the id point_to and show_booking take: the ids of the homes’ cards the page accepts', () => {
    const knowledge = pageKnowledge(knowledgeContent);
    const ids = [...knowledge.matchAll(/ \(home ([a-z0-9-]+)\):/g)].map((match) => match[1]);
    const choices = agentToolChoices(agentToolContent);
    expect(ids.length).toBeGreaterThan(0);
    expect(choices.items.map(({ id }) => id)).toEqual(expect.arrayContaining(ids));
    expect(choices.booking!.homes.map(({ id }) => id)).toEqual(ids);
  });

  it('is plain text: no Markdown marks and no markup', () => {
    const knowledge = pageKnowledge(knowledgeContent);
    expect(knowledge).not.toMatch(/<[a-z/]|\]\(|\*\*|^#|^- /m);
  });

  it('follows an edit to content/ with the next reading: no second copy to update', () => {
    const copy = mkdtempSync(join(tmpdir(), 'agent-knowledge-'));
    try {
      cpSync(new URL('../../content/', import.meta.url), copy, { recursive: true });
      const file = join(copy, 'faq.json');
      const edited = JSON.parse(readFileSync(file, 'utf8')) as typeof faq;
      edited.groups[1]!.questions.push({
        id: 'parking',
        question: 'Is parking included?',
        answer: 'Each listing says whether a stall comes with the home, and what it costs.',
      });
      writeFileSync(file, JSON.stringify(edited));
      const { content } = readAgentContent(pathToFileURL(`${copy}/`));
      expect(agentVariableValues(content).pageKnowledge).toContain(
        'Q: Is parking included? A: Each listing says whether a stall comes with the home, and what it costs.',
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('says each home shown on a line of its own, as its card does, in the page’s order, and none that is leased', () => {
    const knowledge = pageKnowledge({ ...knowledgeContent, today: '2026-11-27' });
    const lines = shownHomes.map(({ data }) =>
      knowledge.split('\n').find((line) => line.startsWith(`${data.street} ${homeReference(data.id)}:`)),
    );
    for (const [index, { data }] of shownHomes.entries()) {
      const line = lines[index];
      expect(line, data.street).toBeDefined();
      expect(line).toContain(homesText.kinds[data.kind]);
      expect(line).toContain(data.neighbourhood);
      expect(line).toContain(
        data.available <= '2026-11-27' ? homesText.availableNow : homesText.availableFrom.split('{date}')[0]!,
      );
      expect(line).toContain(`${homesText.apply}: ${data.applyUrl}`);
    }
    // In the page's order, as the cards are.
    const where = shownHomes.map(({ data }) => knowledge.indexOf(`${data.street} (`));
    expect(where).toEqual(where.toSorted((a, b) => a - b));
    const leased = homes.find(({ data }) => data.status === 'leased')!;
    expect(knowledge).not.toContain(leased.data.street);
    expect(knowledge).not.toContain(leased.data.applyUrl);
  });

  it("with no home to show, says so and gives the applicants' doors, as the section does", () => {
    const knowledge = pageKnowledge({
      ...knowledgeContent,
      homes: homes.map((home) => ({ ...home, data: { ...home.data, status: 'leased' as const } })),
    });
    expect(knowledge).toContain(homesText.noHomes);
    for (const door of site.portals.filter(({ audience }) => audience === 'applicants'))
      expect(knowledge).toContain(`${door.label} (${door.url}): ${door.description}`);
    for (const { data } of homes) expect(knowledge).not.toContain(data.street);
  });

  it('tells the repairs a tenant may report: each kind with the id the tools take, each urgency with its promise and what counts as one, and the entry rule', () => {
    const knowledge = pageKnowledge({
      ...knowledgeContent,
      repairs: {
        kinds: [
          { id: 'heat', label: 'Heat' },
          { id: 'pests', label: 'Pests' },
        ],
        urgencies: [
          { urgency: 'routine', label: 'Routine', promise: 'We call within three days.', examples: [] },
          { urgency: 'emergency', label: 'Now', promise: 'We call within the hour.', examples: ['No heat', 'A flood'] },
          { urgency: 'within-a-day', label: 'Soon', promise: 'We call tomorrow.', examples: ['No hot water'] },
        ],
        entryNotice: 'Otherwise we give notice.',
      },
    });
    expect(knowledge.split('\n')).toEqual(
      expect.arrayContaining([
        'Repairs tenants report to you, by kind: Heat (heat), Pests (pests).',
        'Repair urgency Now (emergency): what happens next: We call within the hour. For example: No heat; A flood.',
        'Repair urgency Soon (within-a-day): what happens next: We call tomorrow. For example: No hot water.',
        'Repair urgency Routine (routine): what happens next: We call within three days.',
        "Entering a tenant's home when no one is there: Otherwise we give notice.",
      ]),
    );
    // Most pressing first, whatever the file's order.
    expect(knowledge.indexOf('(emergency)')).toBeLessThan(knowledge.indexOf('(routine)'));
  });

  it('leaves out what the page does not show: no door, no emergency line, no office', () => {
    const bare = pageKnowledge({
      ...knowledgeContent,
      site: { ...knowledgeContent.site, portals: [], emergencyLine: undefined, address: undefined },
      sections: knowledgeContent.sections.filter(({ data }) => data.design !== 'portals'),
    });
    expect(bare).not.toContain(site.emergencyLine!.phone.display);
    expect(bare).not.toContain(site.portals[0]!.url);
    expect(bare).not.toContain(site.address!.street);
    expect(bare).toContain(faq.groups[1]!.questions[0]!.answer);
  });

  it('says the fees where an answer names them, as content/fees.json states them', () => {
    const knowledge = pageKnowledge({ ...knowledgeContent, fees: { managementPercent: 7.5, placementPercent: 100 } });
    expect(knowledge).toContain(
      "A: 7.5% of the rent we collect, and nothing while a home sits empty. Placing a new tenant costs 100% of one month's rent,",
    );
    expect(knowledge).not.toContain('{managementPercent}');
  });

  it("says the owners' table of what homes rent for: a line per city with each size's figure, then where the figures were read", () => {
    const knowledge = pageKnowledge({
      ...knowledgeContent,
      marketRentsText: {
        caption: 'Rents in {cities}',
        size: 'Size',
        sizes: { bachelor: 'Studio', 'one-bedroom': 'One', 'two-bedroom': 'Two', 'three-bedroom-plus': 'Three+' },
        noFigure: 'none',
        source: '{survey} ({date}), {homes}, from {publishedBy}.',
        sourceOwn: '{survey} ({date}), {homes}.',
        grades: 'Grades a to d.',
        ask: 'Ask',
        askByPhone: 'Call {phone}',
      },
      marketRents: {
        sources: [
          {
            id: 'survey',
            survey: 'A Rental Survey',
            surveyed: '2025-10',
            homes: 'apartments',
            publishedBy: 'A Statistics Office',
            url: 'https://stats.example/rents',
          },
        ],
        rents: [
          { city: 'Saskatoon', size: 'two-bedroom', rent: 1559, source: 'survey', grade: 'a' },
          { city: 'Regina', size: 'bachelor', rent: 901, source: 'survey' },
        ],
      },
    });
    const lines = knowledge.split('\n');
    const start = lines.indexOf('Rents in Regina and Saskatoon:');
    expect(start).toBeGreaterThan(-1);
    expect(lines.slice(start + 1, start + 5)).toEqual([
      'Regina: Studio $901, Two none.',
      'Saskatoon: Studio none, Two $1,559 a.',
      'A Rental Survey (October 2025), apartments, from A Statistics Office (https://stats.example/rents).',
      'Grades a to d.',
    ]);
  });
});
