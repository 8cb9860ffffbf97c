/**
 * The conversation's language in its rules (conversation-rules.ts, question-rules.ts, chat-messages.ts,
 * tab-storage.ts): chosen by the browser once, by the visitor or the agent after; the turns
 * carry it; a typed session and a live call are told of a change; a reload keeps it.
 */
import { describe, expect, it } from 'vitest';
import { languageSwitchNote } from '~/agent/languages';
import { initialState } from '~/components/islands/conversation/model/conversation-model';
import { restore, toStored } from '~/components/islands/conversation/store/tab-storage';
import { asked, asking, inACall, run, asSent } from '../fixtures/conversation-runs';

const choose = (language: string, by: 'visitor' | 'browser' = 'visitor') =>
  ({ type: 'choose-language', language, by }) as const;
const french = run([choose('fr', 'browser')]).state;

describe('choosing', () => {
  it('the browser’s language is taken once; a kept or visitor’s choice is never undone by it', () => {
    expect(french.language).toBe('fr');
    expect(run([choose('en', 'browser')], french).state.language).toBe('fr');
    expect(run([choose('es')], french).state.language).toBe('es');
  });

  it('turns carry the language they were said in', () => {
    const state = asked('Gérez-vous des condos ?', 'Oui, à Regina.', french);
    expect(state.turns.map(({ lang }) => lang)).toEqual(['fr', 'fr']);
    const spanish = asked('¿Y en Saskatoon?', 'Sí.', run([choose('es')], state).state);
    expect(spanish.turns.map(({ lang }) => lang)).toEqual(['fr', 'fr', 'es', 'es']);
  });

  it('survives "New conversation" and a reload, as the conversation does', () => {
    const state = asked('Bonjour', 'Bonjour !', french);
    expect(run([{ type: 'new-conversation' }], state).state.language).toBe('fr');
    const restored = restore(JSON.parse(JSON.stringify(toStored(state))));
    expect(restored.language).toBe('fr');
    expect(restored.session.language).toBe('fr');
    expect(restored.turns.map(({ lang }) => lang)).toEqual(['fr', 'fr']);
    // What the tab gives back is checked: a language that is not a tag is not kept.
    const tampered = { ...toStored(state), language: '"><script>', turns: [{ ...state.turns[0], lang: 'x y' }] };
    expect(restore(tampered)).toMatchObject({ language: null, turns: [] });
  });
});

describe('what the agent is told', () => {
  it('a new session, in the question’s effect; one already open, by a developer message before the next question', () => {
    const { effects } = asking('Bonjour', french);
    expect(effects).toEqual([expect.objectContaining({ type: 'send-question', question: 'Bonjour', language: 'fr' })]);
    const answered = asked('Bonjour', 'Bonjour !', french);
    expect(answered.session.language).toBe('fr');
    // Nothing changed: nothing said.
    expect(asSent(asking('Et les prix ?', answered).effects[0])).toMatchObject({ input: 'Et les prix ?' });
    const spanish = run([choose('es')], answered).state;
    expect(asSent(asking('¿Precios?', spanish).effects[0])).toMatchObject({
      language: 'es',
      input: [
        { role: 'developer', content: languageSwitchNote('es') },
        { role: 'user', content: '¿Precios?' },
      ],
    });
  });

  it('a live call, when the visitor chooses another language in it; not before one is set up', () => {
    const { state } = inACall(french);
    expect(run([choose('es')], state).effects).toEqual([{ type: 'tell-language', language: 'es' }]);
    expect(run([choose('es')], french).effects).toEqual([]);
    expect(run([{ type: 'press-voice' }], french).effects).toEqual([
      expect.objectContaining({ type: 'start-call', language: 'fr' }),
    ]);
  });
});

describe('the agent’s set_language', () => {
  const shown = (language: string) => ({ kind: 'language' as const, language, serial: 1 });

  it('turns the conversation; the question that turned it and the reply that carried it are marked in it, said in it, the session knows', () => {
    const { state, attempt } = asking('Parlez-vous français ?', run([choose('en', 'browser')]).state);
    const { state: answered, effects } = run(
      [
        {
          type: 'reply-done',
          attempt,
          text: 'Oui, bien sûr.',
          sessionId: 'chat-session-1',
          toolCalls: [{ id: 'c1' }],
        },
      ],
      state,
    );
    const show = effects.find((effect) => effect.type === 'show-on-page')!;
    expect(show).toMatchObject({ language: 'en', turnId: answered.turns[1]!.id });
    const after = run([{ type: 'agent-showed', shown: shown('fr'), turnId: answered.turns[1]!.id }], answered).state;
    expect(after.language).toBe('fr');
    // Both were written in French before the agent said so (its words stream before its tool calls).
    expect(after.turns.map(({ lang }) => lang)).toEqual(['fr', 'fr']);
    expect(after.announcement).toEqual({ kind: 'reply', text: 'Oui, bien sûr.', lang: 'fr' });
    expect(after.session.language).toBe('fr');
    // So the next question needs no developer message: the tool's result, then the question.
    expect(asSent(asking('Merci', after).effects[0])).toMatchObject({
      input: [
        { role: 'tool', tool_call_id: 'c1' },
        { role: 'user', content: 'Merci' },
      ],
    });
  });

  it('in a call: the change itself is said, and the captions after it carry it', () => {
    const { state, attempt } = inACall(run([choose('en', 'browser')]).state);
    const after = run(
      [
        { type: 'agent-showed', shown: shown('fr') },
        { type: 'caption', attempt, speaker: 'assistant', text: 'Bien sûr.' },
      ],
      state,
    ).state;
    expect(after.announcement).toEqual({ kind: 'language' });
    expect(after.turns.at(-1)).toMatchObject({ text: 'Bien sûr.', lang: 'fr' });
    // The typed session did not hear it: it is told with the next question.
    expect(after.session.language).toBeUndefined();
  });

  it('marks only the exchange it answered: earlier turns and a kept card keep theirs', () => {
    const english = asked('Hello', 'Hello, how can I help?', run([choose('en', 'browser')]).state);
    const { state, attempt } = asking('کرایہ کتنا ہے؟', english);
    const { state: answered } = run(
      [
        { type: 'reply-done', attempt, text: 'کرایہ', sessionId: 'chat-session-1', toolCalls: [{ id: 'c1' }] },
        {
          type: 'agent-showed',
          shown: { kind: 'kept', tool: 'show_contact', data: {}, announcement: 'Phone', serial: 2, lang: 'en' },
        },
      ],
      state,
    );
    const replyId = answered.turns[3]!.id;
    const after = run([{ type: 'agent-showed', shown: shown('ur'), turnId: replyId }], answered).state;
    expect(after.turns.map(({ text, lang }) => `${text}: ${lang}`)).toEqual([
      'Hello: en',
      'Hello, how can I help?: en',
      'کرایہ کتنا ہے؟: ur',
      'کرایہ: ur',
      'Phone: en',
    ]);
  });

  it('in a call: the caption that turned it and the agent’s first answer in it, said before the call came, are marked in it', () => {
    const { state, attempt } = inACall(run([choose('en', 'browser')]).state);
    const after = run(
      [
        { type: 'caption', attempt, speaker: 'visitor', text: 'Hello.' },
        { type: 'caption', attempt, speaker: 'assistant', text: 'Hi!' },
        { type: 'caption', attempt, speaker: 'visitor', text: 'Parlez-vous français ?' },
        { type: 'caption', attempt, speaker: 'assistant', text: 'Oui.' },
        { type: 'caption', attempt, speaker: 'assistant', text: 'Bien sûr.' },
        { type: 'agent-showed', shown: shown('fr') },
      ],
      state,
    ).state;
    expect(after.turns.map(({ lang }) => lang)).toEqual(['en', 'en', 'fr', 'fr', 'fr']);
  });

  it('starts from a state with no language chosen', () => {
    expect(initialState.language).toBeNull();
  });
});
