/**
 * The real SDK loader, with `@vapi-ai/web` replaced by a recording class: the page's voice client must
 * be made with `avoidEval: true`, or Daily fetches its call machine and runs it with `Function()`,
 * which the Content-Security-Policy (no 'unsafe-eval') blocks.
 */
import { describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => [] as unknown[][]);

vi.mock('@vapi-ai/web', () => ({
  default: class {
    constructor(...args: unknown[]) {
      made.push(args);
    }
  },
}));

describe('loadVoiceSdk', () => {
  it('creates the client with the key, the API URL and avoidEval: true', async () => {
    const { loadVoiceSdk } = await import('~/components/islands/voice-chat/load-voice-sdk');
    const create = await loadVoiceSdk();
    create('pk-test', 'https://voice.example.test');
    expect(made).toEqual([['pk-test', 'https://voice.example.test', { avoidEval: true }]]);
  });
});
