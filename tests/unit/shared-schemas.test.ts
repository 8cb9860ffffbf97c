import { describe, expect, it } from 'vitest';
import { feature, icon, text } from '~/schemas/shared';

describe('shared content schemas', () => {
  it('trims text and rejects empty text with a message naming the field', () => {
    expect(text('title').parse('  Hello ')).toBe('Hello');
    const result = text('title').safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('title is empty: write the text visitors should read.');
  });

  it('accepts known icons and lists the valid ones for an unknown icon', () => {
    expect(icon.parse('leaf')).toBe('leaf');
    const result = icon.safeParse('rocket');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      /^icon "rocket" is not one we have: use one of ruler, hard-hat, leaf/,
    );
  });

  it('requires every part of a feature', () => {
    expect(feature.safeParse({ icon: 'leaf', title: 'Green', description: 'Kind to the planet.' }).success).toBe(true);
    const missing = feature.safeParse({ icon: 'leaf', title: 'Green' });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['description', 'description is required: write the text visitors should read.'],
    ]);
  });
});
