/**
 * A build someone is planning (src/agent/build-project/): each answer checked against what the page
 * declares, the visitor's own words taken as they gave them, and what the agent is told: the answers,
 * and no figure, since the consultation gives the budget.
 */
import { describe, expect, it } from 'vitest';
import { checkProject, type BuildProject } from '~/agent/build-project/project';
import { projectForAgent } from '~/agent/build-project/told';
import { plannedHome as home } from '../fixtures/planned-build';

describe('the project', () => {
  it('takes every answer: the declared ones as declared, the visitor’s words trimmed', () => {
    expect(checkProject({ ...home, city: '  Regina ', start: 'Spring 2027 ' })).toEqual(home);
  });

  it('a renovation needs no lot; a budget and the financing may be left out (an empty budget is none)', () => {
    expect(
      checkProject({ kind: 'renovation', city: 'Moose Jaw', size: 'The main floor', start: 'This fall', budget: '' }),
    ).toEqual({ kind: 'renovation', city: 'Moose Jaw', size: 'The main floor', start: 'This fall' });
  });

  it.each([
    [
      { kind: 'castle' },
      '"castle" is not a kind of project the page declared (custom-home, multi-family, commercial, renovation)',
    ],
    [{ city: ' ' }, 'a project needs where, its size and when they hope to start, each at most 200 characters'],
    [{ size: undefined }, 'a project needs where, its size and when they hope to start'],
    [{ start: 'x'.repeat(201) }, 'a project needs where, its size and when they hope to start'],
    [{ budget: 750_000 }, 'its budget is not a short text'],
    [{ ownsLot: 'maybe' }, '"maybe" is not an answer the page declared for owning the lot (yes, no)'],
    [
      { lotServiced: 'partly' },
      '"partly" is not an answer the page declared for the lot being serviced (yes, no, not-known)',
    ],
    [
      { financing: 'approved' },
      '"approved" is not an answer the page declared for the financing (arranged, in-progress, not-yet)',
    ],
  ])('refuses %o: %s', (wrong, reason) => {
    expect(checkProject({ ...home, ...wrong })).toEqual(expect.stringContaining(reason));
  });
});

describe('what the agent is told', () => {
  it('the answers in English, and that it gives no figure: the consultation gives the budget', () => {
    expect(projectForAgent(checkProject(home) as BuildProject)).toBe(
      'The page showed the visitor their project: a custom home in Regina; they own the lot, it is serviced; size: About 2,400 sq ft, two storeys; hoping to start: Spring 2027; budget: Around $750,000; financing in progress. Give no cost, price or figure per square foot of your own: the website gives none, and the free consultation works out the budget with them. Offer to book the free consultation.',
    );
  });

  it('says so when no budget was given, and leaves out what was not asked', () => {
    const renovation = checkProject({ kind: 'renovation', city: 'Saskatoon', size: 'A kitchen', start: 'In May' });
    expect(projectForAgent(renovation as BuildProject)).toContain(
      'their project: a renovation in Saskatoon; size: A kitchen; hoping to start: In May; no budget given.',
    );
  });
});
