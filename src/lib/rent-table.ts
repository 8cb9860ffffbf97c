/**
 * What homes rent for (content/market-rents.json) as the page's table, the agent's knowledge and the
 * rent estimate read it: the checks across files, the table's shape, and figures in words.
 */
import { ContentFileError } from '~/schemas/content-file-error';
import type { HomeKind } from '~/schemas/home-kinds';
import type { MarketRent, MarketRents, RentSource } from '~/schemas/market-rents';
import { rentSizes, type RentSize } from '~/schemas/rent-sizes';
import type { MarketRentsText } from '~/schemas/market-rents-text';
import { fillTemplate, templateParts } from './placeholders';
import { dollarsText } from './money';

/** The size a survey files a home under: 0 bedrooms a bachelor, 3 and more together. */
export const sizeOfBedrooms = (bedrooms: number): RentSize => rentSizes[Math.min(Math.max(bedrooms, 0), 3)]!;

/**
 * The check no schema can make on the file alone: each figure's city one the company serves
 * (content/site.json). Throws a ContentFileError naming the file and the figure.
 */
export function assertMarketRents({ rents }: Pick<MarketRents, 'rents'>, serviceAreas: readonly string[]): void {
  rents.forEach(({ city }, index) => {
    if (!serviceAreas.includes(city))
      throw new ContentFileError(
        `content/market-rents.json: rents.${index}.city "${city}" is not one of the cities served in content/site.json (serviceAreas): use one of ${serviceAreas.map((served) => `"${served}"`).join(', ')}, or leave the figure out.`,
      );
  });
}

/** One column of the table: a city's figures, of one kind of home where the source gives it. */
export interface RentColumn {
  city: string;
  kind?: HomeKind;
}

/** The table of figures: a column per city (and kind), a row per size, empty where no figure is given. */
export interface RentTable {
  columns: RentColumn[];
  rows: { size: RentSize; cells: (MarketRent | undefined)[] }[];
  /** The sources its figures name, in the file's order. */
  sources: RentSource[];
}

/** The table of `rents`: columns in the order of `serviceAreas` (every kind first), rows by size; only what has a figure. */
export function rentTable({ sources, rents }: MarketRents, serviceAreas: readonly string[]): RentTable {
  const columns = serviceAreas.flatMap((city) => {
    // Every kind ('') first: sort() would put an undefined last whatever it is told.
    const kinds = [...new Set(rents.filter((rent) => rent.city === city).map(({ kind }) => kind ?? ''))];
    // sort() on the list just made: toSorted throws on Safari before 16, and the page's islands run this.
    return kinds.sort().map((kind): RentColumn => (kind ? { city, kind } : { city }));
  });
  const figure = (size: RentSize, { city, kind }: RentColumn) =>
    rents.find((rent) => rent.city === city && rent.size === size && rent.kind === kind);
  const rows = rentSizes
    .map((size) => ({ size, cells: columns.map((column) => figure(size, column)) }))
    .filter(({ cells }) => cells.some(Boolean));
  const named = new Set(rents.map(({ source }) => source));
  return { columns, rows, sources: sources.filter(({ id }) => named.has(id)) };
}

/** "October 2025": a survey's month ("2025-10") in `locale`'s words. */
export const surveyMonthText = (surveyed: string, locale = 'en-CA') =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${surveyed}-01T00:00:00Z`),
  );

/** The table's title in content's words: "What homes rent for in Regina, Saskatoon and Moose Jaw". */
export const rentTableCaption = ({ columns }: RentTable, text: MarketRentsText) =>
  fillTemplate(text.caption, {
    cities: new Intl.ListFormat('en-CA').format([...new Set(columns.map(({ city }) => city))]),
  });

/** A column's heading: its city, and its kind of home where the source gives one ("Regina: Townhouse"). */
export const rentColumnHeading = ({ city, kind }: RentColumn, kinds: Record<HomeKind, string>) =>
  kind ? `${city}: ${kinds[kind]}` : city;

/** A cell's figure, "$1,559" (with its grade where the source gives one: "$1,559 a"), or the words for none. */
export const rentCellText = (rent: MarketRent | undefined, text: MarketRentsText) =>
  rent ? `${dollarsText(rent.rent)}${rent.grade ? ` ${rent.grade}` : ''}` : text.noFigure;

/** A source's line under the table, its link (to the page the figures can be checked on) marked. */
export function sourceLineParts(source: RentSource, text: MarketRentsText): (string | { link: string; url: string })[] {
  const words = { homes: source.homes, survey: source.survey, date: surveyMonthText(source.surveyed) };
  // The link names the page it leads to: the publisher's where the figures were read there, else the survey's.
  const linked = source.publishedBy ? 'publishedBy' : 'survey';
  const template = source.publishedBy ? text.source : text.sourceOwn;
  const parts: (string | { link: string; url: string })[] = [];
  for (const part of templateParts(template, ['homes', 'survey', 'date', 'publishedBy'] as const)) {
    const said =
      typeof part === 'string'
        ? part
        : part.name === linked
          ? { link: source[linked] ?? '', url: source.url }
          : part.name === 'publishedBy'
            ? ''
            : words[part.name];
    const last = parts.at(-1);
    // Words next to words are one text.
    if (typeof said === 'string' && typeof last === 'string') parts[parts.length - 1] = last + said;
    else parts.push(said);
  }
  return parts;
}

/** The table as the agent reads it: its title, a line per column with every size's figure, the sources with their pages. */
export function rentTableLines(table: RentTable, text: MarketRentsText, kinds: Record<HomeKind, string>): string[] {
  if (table.columns.length === 0) return [];
  return [
    `${rentTableCaption(table, text)}:`,
    ...table.columns.map(
      (column, index) =>
        `${rentColumnHeading(column, kinds)}: ${table.rows.map(({ size, cells }) => `${text.sizes[size]} ${rentCellText(cells[index], text)}`).join(', ')}.`,
    ),
    ...table.sources.map((source) =>
      sourceLineParts(source, text)
        .map((part) => (typeof part === 'string' ? part : `${part.link} (${part.url})`))
        .join(''),
    ),
    ...(table.rows.some(({ cells }) => cells.some((cell) => cell?.grade)) ? [text.grades] : []),
  ];
}
