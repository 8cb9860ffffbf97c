/**
 * What the island needs of the platform's server messages (the SDK's `message` event), which the SDK
 * parses from Daily's app messages and passes on unchecked: nothing here trusts a field's type.
 */

/** One final line of what was said, as the captions show it. */
interface SpokenLine {
  speaker: 'assistant' | 'visitor';
  text: string;
}

type Loose = Record<string, unknown>;

const fieldsOf = (message: unknown): Loose | null =>
  typeof message === 'object' && message !== null ? (message as Loose) : null;

/** Whether a message shows the assistant talking (a transcript of its words, or its speech starting). */
export function isAssistantSpeech(message: unknown): boolean {
  const fields = fieldsOf(message);
  if (!fields) return false;
  const { type, role, status } = fields;
  return role === 'assistant' && (type === 'transcript' || (type === 'speech-update' && status === 'started'));
}

/** A final transcript as a spoken line; partial transcripts and other messages give null. */
export function spokenLineOf(message: unknown): SpokenLine | null {
  const fields = fieldsOf(message);
  if (!fields) return null;
  const { type, transcriptType, transcript, role } = fields;
  if (type !== 'transcript' || transcriptType !== 'final' || typeof transcript !== 'string' || !transcript.trim()) {
    return null;
  }
  return { speaker: role === 'user' ? 'visitor' : 'assistant', text: transcript.trim() };
}

/**
 * The tool calls of a `tool-calls` message (`toolCallList`, each `{ id, type, function: { name,
 * arguments } }`), unchecked: the page guide checks each. Other messages, `conversation-update` among
 * them (which repeats earlier calls), give none.
 */
export function toolCallsOf(message: unknown): unknown[] {
  const fields = fieldsOf(message);
  if (!fields || fields.type !== 'tool-calls' || !Array.isArray(fields.toolCallList)) return [];
  return fields.toolCallList;
}
