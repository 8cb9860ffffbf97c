/**
 * Every object in every content schema rejects fields it does not know, so a misspelt field name
 * stops the build instead of being dropped. Walks each collection's schema definition, so a new
 * object added with plain `z.object` fails here.
 */
import type { ImageFunction } from 'astro:content';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { contentCollections } from '~/schemas/content-collections';
import { chatTextSchema } from '~/schemas/chat-text';
import { reviewsSchema } from '~/schemas/reviews';
import { testimonialSchema } from '~/schemas/testimonial';
import chatJson from '../../content/ui/chat.json';

const image = (() => z.string()) as unknown as ImageFunction;

/** The schema of every content collection, so a collection added to the table is checked too. */
const schemas = Object.fromEntries(
  Object.entries(contentCollections).map(([name, collection]) => [name, collection.schema(image) as z.ZodType]),
);

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
}

/** Paths of the objects under `schema` that would accept an unknown key. */
function looseObjects(schema: z.ZodType, path: string): string[] {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'object': {
      const strict = (def.catchall?._zod.def as Def | undefined)?.type === 'never';
      return [
        ...(strict ? [] : [path]),
        ...Object.entries(def.shape ?? {}).flatMap(([key, field]) => looseObjects(field, `${path}.${key}`)),
      ];
    }
    case 'optional':
    case 'default':
      return looseObjects(def.innerType!, path);
    case 'array':
      return looseObjects(def.element!, `${path}[]`);
    case 'pipe':
      return [...looseObjects(def.in!, path), ...looseObjects(def.out!, path)];
    default:
      return [];
  }
}

describe('content schemas', () => {
  it.each(Object.entries(schemas))('%s rejects unknown fields at every level', (name, schema) => {
    expect(looseObjects(schema, name)).toEqual([]);
  });

  it('names the unknown field, and the fields that are allowed', () => {
    const result = testimonialSchema.safeParse({
      id: 'a',
      name: 'A',
      role: 'Tenant',
      location: 'Regina',
      ratng: 5,
      rating: 5,
      text: 'Good.',
      initials: 'A',
      colour: 'blue',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'unknown field "ratng": check the spelling; the fields allowed here are id, name, role, location, rating, text, initials, colour.',
    ]);
  });

  it('says a typed average rating is no longer taken, and why', () => {
    const result = reviewsSchema.safeParse({
      averageRating: 4.9,
      averageLabel: '{rating}/5 average rating',
      ratingLabel: 'Rated {rating} out of 5',
      stats: [{ value: '24/7', label: 'Support' }],
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'averageRating: the average is no longer typed: the page works it out from the ratings of testimonials.json, so it says what they say. Remove averageRating.',
    ]);
  });

  it('says the chat’s "opening" words are no longer taken, and why', () => {
    const result = chatTextSchema.safeParse({ ...chatJson, opening: 'Opening…' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'opening: the panel no longer says it is opening: it is in the page and opens at once. Remove opening.',
    ]);
  });
});
