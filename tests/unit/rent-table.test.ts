/**
 * What homes rent for as the owners' table shows it (src/lib/rent-table.ts), on small fixtures whose
 * every expected value is written by hand.
 */
import { describe, expect, it } from 'vitest';
import { ContentFileError } from '~/schemas/content-file-error';
import { assertMarketRents, rentTable, sizeOfBedrooms, sourceLineParts } from '~/lib/rent-table';
import type { MarketRents } from '~/schemas/market-rents';

const survey = { id: 'rms', survey: 'Survey', surveyed: '2025-10', homes: 'flats', url: 'https://stats.example/t' };
const rents: MarketRents = {
  sources: [survey, { ...survey, id: 'unused' }],
  rents: [
    { city: 'Saskatoon', size: 'two-bedroom', rent: 1559, source: 'rms' },
    { city: 'Regina', size: 'bachelor', rent: 901, source: 'rms' },
    { city: 'Regina', size: 'two-bedroom', kind: 'townhouse', rent: 1600, source: 'rms' },
  ],
};

describe('the owners’ table', () => {
  it('a column per city in the order of the cities served (every kind before one kind), a row per size that has a figure', () => {
    const table = rentTable(rents, ['Regina', 'Moose Jaw', 'Saskatoon']);
    expect(table.columns).toEqual([{ city: 'Regina' }, { city: 'Regina', kind: 'townhouse' }, { city: 'Saskatoon' }]);
    expect(table.rows).toEqual([
      { size: 'bachelor', cells: [rents.rents[1], undefined, undefined] },
      { size: 'two-bedroom', cells: [undefined, rents.rents[2], rents.rents[0]] },
    ]);
    // Only the sources its figures name.
    expect(table.sources).toEqual([survey]);
  });

  it('stops at a city the company does not serve, naming the file, the figure and the cities served', () => {
    expect(() => assertMarketRents(rents, ['Regina', 'Saskatoon'])).not.toThrow();
    expect(() => assertMarketRents(rents, ['Regina'])).toThrow(ContentFileError);
    expect(() => assertMarketRents(rents, ['Regina'])).toThrow(
      'content/market-rents.json: rents.0.city "Saskatoon" is not one of the cities served in content/site.json (serviceAreas): use one of "Regina", or leave the figure out.',
    );
  });

  it('links the page a source’s figures were read on: its publisher’s, else the survey’s own', () => {
    const words = {
      source: '{survey}, {date}: {homes}, via {publishedBy}.',
      sourceOwn: '{survey}, {date}: {homes}.',
    } as Parameters<typeof sourceLineParts>[1];
    expect(sourceLineParts({ ...survey, publishedBy: 'Stats' }, words)).toEqual([
      'Survey, October 2025: flats, via ',
      { link: 'Stats', url: 'https://stats.example/t' },
      '.',
    ]);
    expect(sourceLineParts(survey, words)).toEqual([
      { link: 'Survey', url: 'https://stats.example/t' },
      ', October 2025: flats.',
    ]);
  });

  it('files a home under the survey’s sizes: none a bachelor, three and more together', () => {
    expect([0, 1, 2, 3, 4, 9].map(sizeOfBedrooms)).toEqual([
      'bachelor',
      'one-bedroom',
      'two-bedroom',
      'three-bedroom-plus',
      'three-bedroom-plus',
      'three-bedroom-plus',
    ]);
  });
});
