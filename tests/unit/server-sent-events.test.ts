/** The typed chat's reader of server-sent events (src/agent/server-sent-events.ts). */
import { describe, expect, it } from 'vitest';
import { createEventDataParser } from '~/agent/server-sent-events';

/** Feeds `chunks` in order and returns every event's data. */
function parse(chunks: readonly string[]): string[] {
  const events: string[] = [];
  const parser = createEventDataParser((data) => events.push(data));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return events;
}

/** Every way of cutting `text` in two. */
const everySplit = (text: string) => [...text].map((_, at) => [text.slice(0, at), text.slice(at)]);

describe('server-sent events', () => {
  const stream = 'data: {"delta":"Hel"}\n\ndata: {"delta":"lo"}\n\n';

  it('gives each event’s data', () => {
    expect(parse([stream])).toEqual(['{"delta":"Hel"}', '{"delta":"lo"}']);
  });

  it('gives the same events however the stream is cut into chunks (mid-line, mid-field, between lines)', () => {
    for (const split of everySplit(stream)) expect(parse(split)).toEqual(['{"delta":"Hel"}', '{"delta":"lo"}']);
    expect(parse([...stream])).toEqual(['{"delta":"Hel"}', '{"delta":"lo"}']);
  });

  it('reads CRLF and CR line ends, also with a CRLF split between two chunks', () => {
    const crlf = stream.replaceAll('\n', '\r\n');
    for (const split of everySplit(crlf)) expect(parse(split)).toEqual(['{"delta":"Hel"}', '{"delta":"lo"}']);
    expect(parse([stream.replaceAll('\n', '\r')])).toEqual(['{"delta":"Hel"}', '{"delta":"lo"}']);
  });

  it('skips comments and other fields, and keeps [DONE] for the reader to recognise', () => {
    expect(parse([': keep-alive\n\nevent: message\nid: 7\nretry: 100\ndata: one\n\ndata: [DONE]\n\n'])).toEqual([
      'one',
      '[DONE]',
    ]);
  });

  it('joins multi-line data with a newline, takes "data:" without a space, and ignores empty events', () => {
    expect(parse(['data: first\ndata:second\n\n\n\ndata\n\n'])).toEqual(['first\nsecond', '']);
  });

  it('delivers a last event whose blank line never came', () => {
    expect(parse(['data: {"a":1}\n\ndata: {"b":2}'])).toEqual(['{"a":1}', '{"b":2}']);
    expect(parse(['data: {"b":2}\r'])).toEqual(['{"b":2}']);
  });
});
