/**
 * The typed chat's answer as `WebChat.output`, whole or rebuilt from streamed `{ path, delta }` chunks, so
 * nothing depends on how it travelled.
 */

/** One message of the answer, loosely typed: its fields are checked where they are read. */
export type OutputMessage = Record<string, unknown>;

/** Steps of a path after `chat.output`: field names and list indexes. */
type Step = string | number;

const maxIndex = 64;
const safeName = /^[A-Za-z_][A-Za-z0-9_]*$/;
const forbiddenNames = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * `chat.output[0].content` → [0, 'content']; null for anything else. Paths come from the network: only
 * plain names and small indexes are accepted, never a name that reaches a prototype.
 */
export function parseOutputPath(path: string): Step[] | null {
  const match = /^chat\.output((?:\[\d{1,3}\]|\.[A-Za-z_][A-Za-z0-9_]*)+)$/.exec(path);
  if (!match) return null;
  const steps: Step[] = [];
  for (const [, index, name] of match[1]!.matchAll(/\[(\d+)\]|\.([^.[]+)/g)) {
    if (index !== undefined) {
      const number = Number(index);
      if (number > maxIndex) return null;
      steps.push(number);
    } else if (name && safeName.test(name) && !forbiddenNames.has(name)) {
      steps.push(name);
    } else {
      return null;
    }
  }
  // The first step is the message's place in the output.
  return typeof steps[0] === 'number' && steps.length > 1 ? steps : null;
}

/** The answer so far, built from streamed deltas or taken whole. */
export class ChatOutput {
  readonly messages: OutputMessage[] = [];

  /** Appends a streamed delta at its path; false (and nothing changed) when the path is not one we accept. */
  apply(path: string, delta: string): boolean {
    const steps = parseOutputPath(path);
    if (!steps) return false;
    let container: Record<string | number, unknown> = this.messages as unknown as Record<number, unknown>;
    for (let position = 0; position < steps.length - 1; position++) {
      const step = steps[position]!;
      const nextIsIndex = typeof steps[position + 1] === 'number';
      let child = container[step];
      if (typeof child !== 'object' || child === null) {
        child = nextIsIndex ? [] : {};
        container[step] = child;
      }
      container = child as Record<string | number, unknown>;
    }
    const leaf = steps.at(-1)!;
    const before = container[leaf];
    container[leaf] = typeof before === 'string' ? before + delta : delta;
    return true;
  }

  /** Takes a whole answer's messages (a non-streamed `WebChat`). */
  replaceWith(messages: unknown): void {
    this.messages.length = 0;
    if (!Array.isArray(messages)) return;
    for (const message of messages) {
      if (typeof message === 'object' && message !== null) this.messages.push(message as OutputMessage);
    }
  }

  /** What the assistant wrote: the text of its messages, in order (a message without a role is its). */
  text(): string {
    return this.messages
      .filter((message) => message.role === undefined || message.role === 'assistant')
      .map((message) => (typeof message.content === 'string' ? message.content : ''))
      .filter(Boolean)
      .join('\n\n');
  }
}
