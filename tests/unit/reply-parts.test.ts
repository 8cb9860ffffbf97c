/** A reply's text and its phone and email links (src/components/islands/conversation/panel/reply-parts.ts). */
import { describe, expect, it } from 'vitest';
import { replyParts } from '~/components/islands/conversation/panel/reply-parts';

const links = (reply: string) => replyParts(reply).filter((part) => part.kind !== 'text');

describe('replyParts', () => {
  it('keeps the words in order around the links', () => {
    const parts = replyParts('Call (306) 555-0142 or write to hello@prairiehearth.example.');
    expect(parts.map((part) => part.text).join('')).toBe(
      'Call (306) 555-0142 or write to hello@prairiehearth.example.',
    );
    expect(parts.map((part) => part.kind)).toEqual(['text', 'phone', 'text', 'email', 'text']);
  });

  it.each([
    ['(306) 555-0142', 'tel:+13065550142'],
    ['306-555-0142', 'tel:+13065550142'],
    ['306.555.0142', 'tel:+13065550142'],
    ['+1 306 555 0142', 'tel:+13065550142'],
    ['1-306-555-0142', 'tel:+13065550142'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
  ])('builds the tel: address of %s from its digits', (number, href) => {
    expect(links(`Call ${number} today`)).toEqual([{ kind: 'phone', text: number, href }]);
  });

  it('builds mailto: from the address alone', () => {
    expect(links('Email jo.smith+rentals@prairie-hearth.example now')).toEqual([
      {
        kind: 'email',
        text: 'jo.smith+rentals@prairie-hearth.example',
        href: 'mailto:jo.smith+rentals@prairie-hearth.example',
      },
    ]);
  });

  it.each([
    '<img src=x onerror="alert(1)">',
    '[Call us](javascript:alert(1))',
    '<a href="https://evil.example">click</a>',
    'Visit https://evil.example/path now',
    'We have 12345 units and 2024 was good; version 1.2.3.4',
  ])('makes no link of %j: it stays text', (reply) => {
    expect(replyParts(reply)).toEqual([{ kind: 'text', text: reply }]);
  });

  it('a Markdown link around a number links only the number, never the link’s address', () => {
    const parts = replyParts('[call](javascript:alert(1)) 306-555-0142');
    expect(parts.filter((part) => part.kind !== 'text').map((part) => part.href)).toEqual(['tel:+13065550142']);
  });
});
