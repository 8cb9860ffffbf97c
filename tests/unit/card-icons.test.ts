/** The sample's service cards: each icon says one thing, so no two cards of different meanings share one. */
import { describe, expect, it } from 'vitest';
import { commercialCleaning, propertyDevelopment } from '../fixtures/sample-content';

const cards = [
  ...commercialCleaning.differentiators,
  ...commercialCleaning.services,
  ...commercialCleaning.reasons,
  ...propertyDevelopment.differentiators,
  ...propertyDevelopment.services,
];

describe('the cards of the cleaning and development sections', () => {
  it('give every card an icon of its own (design, architecture and each sustainability point apart)', () => {
    const titlesByIcon = Map.groupBy(cards, (card) => card.icon);
    const shared = [...titlesByIcon].filter(([, sharing]) => sharing.length > 1);
    expect(shared.map(([icon, sharing]) => `${icon}: ${sharing.map(({ title }) => title).join(', ')}`)).toEqual([]);
    expect(titlesByIcon.size).toBe(cards.length);
  });
});
