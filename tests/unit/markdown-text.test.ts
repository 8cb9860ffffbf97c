import { describe, expect, it } from 'vitest';
import { firstParagraphText, markdownText } from '~/lib/markdown-text';

describe('firstParagraphText', () => {
  it('takes the first paragraph as plain text', () => {
    expect(
      firstParagraphText('We *build* [homes](https://x.example) and `more`\nacross the province.\n\nSecond paragraph.'),
    ).toBe('We build homes and more across the province.');
  });

  it('skips headings and lists and returns nothing for empty bodies', () => {
    expect(firstParagraphText('## Heading\n\n- a list\n\nThe text.')).toBe('The text.');
    expect(firstParagraphText('')).toBe('');
  });
});

describe('markdownText', () => {
  it('keeps every block as plain text: headings without marks, each list item on its own line', () => {
    expect(
      markdownText(
        '## Our **team**\n\nWe answer\nthe phone \\*always\\*.\n\n- Rent [online](https://x.example)\n- _Repairs_\n\n<div>markup</div>\n\n1. First',
      ),
    ).toEqual(['Our team', 'We answer the phone *always*.', 'Rent online\nRepairs', 'First']);
    expect(markdownText('  \n')).toEqual([]);
  });
});
