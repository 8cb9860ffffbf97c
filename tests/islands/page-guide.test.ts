// @vitest-environment happy-dom
/**
 * What the page does with the agent's tool calls (src/components/islands/conversation/page-guide/carry-out-tool-calls.ts):
 * each action, and each refusal, on a page with the sections and cards of content/.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentToolNames, platformToolNames } from '~/agent/tool-names';
import { toolDone, toolRefused } from '~/components/islands/conversation/page-guide/agent-told';
import { fillTemplate } from '~/lib/placeholders';
import type { Booking } from '~/agent/booking/check';
import type { CardContent } from '~/components/islands/conversation/page-guide/card-content';
import type { ShownOnPage } from '~/components/islands/conversation/model/conversation-model';
import type * as Guide from '~/components/islands/conversation/page-guide/carry-out-tool-calls';
import type * as Place from '~/components/islands/conversation/page-guide/place-on-page';
import type * as Pointing from '~/components/islands/conversation/page-guide/tools/point-to';
import { agentPageProps, panelWords } from '../fixtures/sample-content';

let guide: typeof Guide;
let place: typeof Place;
let pointing: typeof Pointing;
let scrolled: HTMLElement[];
let scrollOptions: ScrollIntoViewOptions[];
/** For each move: whether the page's sections were set to be laid out when the scroll was aimed. */
let laidOutWhenAimed: boolean[];
let reducedMotion: boolean;
const text = agentPageProps.text;
/** The first home for rent the page shows, as the page's choices give it. */
const home = agentPageProps.choices.booking!.homes[0]!;
const homeCard = agentPageProps.choices.items.find(({ id }) => id === home.id)!;

/** A page with a few of the real sections and cards (ids from content/), and one unrelated element. */
function buildPage() {
  document.body.innerHTML = `
    <section id="homes"><h2>Homes</h2>
      <article data-agent-item="${home.id}">${homeCard.label}</article>
    </section>
    <section id="services"><h2>Services</h2>
      <article data-agent-item="tenant-screening">card</article>
    </section>
    <section id="commercial-cleaning"><h2>Cleaning</h2>
      <ul><li data-agent-item="cleaning-office-cleaning">Office Cleaning</li></ul>
    </section>
    <section id="contact"><h2>Contact</h2></section>
    <div id="secret">not a section</div>`;
}

let callNumber = 0;
const call = (name: string, args: unknown, id = `call-${++callNumber}`) => ({
  id,
  type: 'function',
  function: { name, arguments: args },
});

beforeEach(async () => {
  vi.resetModules();
  guide = await import('~/components/islands/conversation/page-guide/carry-out-tool-calls');
  place = await import('~/components/islands/conversation/page-guide/place-on-page');
  pointing = await import('~/components/islands/conversation/page-guide/tools/point-to');
  (await import('~/components/islands/conversation/page-guide/page-guide-setup')).setUpPageGuide(agentPageProps);
  buildPage();
  scrolled = [];
  scrollOptions = [];
  laidOutWhenAimed = [];
  reducedMotion = false;
  document.documentElement.removeAttribute(place.sectionsLaidOutAttribute);
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
    scrolled.push(this as HTMLElement);
    scrollOptions.push(options as ScrollIntoViewOptions);
    laidOutWhenAimed.push(document.documentElement.hasAttribute(place.sectionsLaidOutAttribute));
  });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') && reducedMotion }));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** What a call shows in the panel (carryOut's `shown`); the answer the agent gets is tested on its own. */
const carry = (...args: Parameters<typeof Guide.carryOut>) => guide.carryOut(...args).shown;

/** Time passes (performance.now) beyond the guide's "moved just now" window. */
const later = (ms: number) => {
  const start = performance.now();
  vi.spyOn(performance, 'now').mockReturnValue(start + ms);
};

describe(agentToolNames.showSection, () => {
  it('brings the section to the top (arguments as a JSON string), and says so', () => {
    const shown = carry(call(agentToolNames.showSection, '{"section":"services"}'), { live: true });
    expect(scrolled).toEqual([document.getElementById('services')]);
    expect(scrollOptions[0]).toEqual({ behavior: 'smooth', block: 'start' });
    // The page's sections laid out before the scroll is aimed (src/styles/global.css, .render-near-view).
    expect(laidOutWhenAimed).toEqual([true]);
    expect(shown).toMatchObject({
      kind: 'shown',
      tool: agentToolNames.showSection,
      data: { id: 'services', moved: true, label: agentPageProps.sectionLabels.services },
      announcement: text.showing.replace('{label}', agentPageProps.sectionLabels.services!),
    });
  });

  it('takes the arguments as an object too; under reduced motion the move is a jump', () => {
    reducedMotion = true;
    carry(call(agentToolNames.showSection, { section: 'contact' }), { live: true });
    expect(scrolled).toEqual([document.getElementById('contact')]);
    expect(scrollOptions[0]!.behavior).toBe('instant');
  });

  it('while the visitor is scrolling, the page stays put and the panel offers to go', () => {
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100 }));
    const shown = carry(call(agentToolNames.showSection, '{"section":"services"}'), { live: true });
    expect(scrolled).toEqual([]);
    // Nothing moves, so nothing more is laid out.
    expect(document.documentElement.hasAttribute(place.sectionsLaidOutAttribute)).toBe(false);
    expect(shown).toMatchObject({
      data: { moved: false },
      announcement: text.suggesting.replace('{label}', 'Services'),
    });
    // The offered button goes there when the visitor chooses.
    place.bringIntoView(document.getElementById('services'), 'start');
    expect(scrolled).toEqual([document.getElementById('services')]);
  });

  it('keys that scroll the page count as the visitor scrolling; the same keys typed in a text box do not', () => {
    document.body.insertAdjacentHTML('beforeend', '<textarea></textarea>');
    document.querySelector('textarea')!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(carry(call(agentToolNames.showSection, '{"section":"services"}'), { live: true })).toMatchObject({
      data: { moved: true },
    });
    later(place.betweenMovesMs + 10);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown' }));
    expect(carry(call(agentToolNames.showSection, '{"section":"contact"}'), { live: true })).toMatchObject({
      data: { moved: false },
    });
  });

  it('moves once at a time: a second move within two seconds is offered instead, a later one moves', () => {
    carry(call(agentToolNames.showSection, '{"section":"services"}'), { live: true });
    expect(carry(call(agentToolNames.showSection, '{"section":"contact"}'), { live: true })).toMatchObject({
      data: { moved: false },
    });
    expect(scrolled).toHaveLength(1);
    later(place.betweenMovesMs + 10);
    expect(carry(call(agentToolNames.showSection, '{"section":"contact"}'), { live: true })).toMatchObject({
      data: { moved: true },
    });
    expect(scrolled).toHaveLength(2);
  });
});

describe(agentToolNames.pointTo, () => {
  it('brings the card into view and marks it for a few seconds with words, then unmarks it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const card = document.querySelector<HTMLElement>('[data-agent-item="cleaning-office-cleaning"]')!;
    const shown = carry(call(agentToolNames.pointTo, '{"item":"cleaning-office-cleaning"}'), { live: true });
    expect(scrolled).toEqual([card]);
    expect(shown).toMatchObject({ data: { label: 'Office Cleaning', moved: true } });
    expect(card.getAttribute(pointing.POINTED_ATTRIBUTE)).toBe(text.pointedMark);
    vi.advanceTimersByTime(pointing.pointedForMs - 1);
    expect(card.hasAttribute(pointing.POINTED_ATTRIBUTE)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(card.hasAttribute(pointing.POINTED_ATTRIBUTE)).toBe(false);
  });

  it('points at a home for rent by its id, named by its street', () => {
    const card = document.querySelector<HTMLElement>(`[data-agent-item="${home.id}"]`)!;
    const shown = carry(call(agentToolNames.pointTo, { item: home.id }), { live: true });
    expect(scrolled).toEqual([card]);
    expect(shown).toMatchObject({
      data: { label: homeCard.label },
      announcement: text.showing.replace('{label}', homeCard.label),
    });
    expect(card.getAttribute(pointing.POINTED_ATTRIBUTE)).toBe(text.pointedMark);
  });
});

describe(`${agentToolNames.showBooking} of a showing`, () => {
  const booking = agentPageProps.choices.booking!;
  const showing = booking.kinds.find((kind) => kind.showing)!;
  const args = (more: Record<string, unknown>) => ({
    kind: showing.label,
    start: '2026-12-01T10:00:00-06:00',
    end: new Date(Date.parse('2026-12-01T10:00:00-06:00') + showing.minutes * 60_000).toISOString(),
    ...more,
  });
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-24T15:00:00Z'), toFake: ['Date'] }));

  it('is at the home’s address from the page’s choices: its line, its calendar title and its place say it', () => {
    const called = args({ home: home.id });
    const shown = carry(call(agentToolNames.showBooking, called), { live: true });
    const { announcement, data } = shown as ShownOnPage;
    const booked = data as Booking;
    expect(announcement).toBe(
      fillTemplate(text.bookedAt, {
        label: showing.label,
        address: home.address,
        // Written by hand: the company's clock (Regina keeps CST all year), as a visitor reads it.
        when: 'Tuesday, December 1, 10:00\u2009\u2013\u200910:30\u202fAM CST',
        phone: agentPageProps.contact.phone.display,
      }),
    );
    expect(booked).toMatchObject({
      label: showing.label,
      place: home.address,
      title: fillTemplate(text.calendarTitleAt, { label: showing.label, address: home.address }),
    });
  });

  it('in French: the kind named in French, the address as the page writes it', () => {
    const french = panelWords.fr!;
    const shown = carry(call(agentToolNames.showBooking, args({ home: home.id })), {
      live: true,
      words: french,
      lang: 'fr',
    });
    const { announcement } = shown as ShownOnPage;
    expect(announcement).toContain(`${french.bookingKinds[showing.label]} au ${home.address}, mardi 1 décembre`);
  });

  it('of a home the page does not show, or with none, shows nothing, with one warning', () => {
    for (const other of [{ home: 'no-such-home' }, {}])
      expect(carry(call(agentToolNames.showBooking, args(other)), { live: true })).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(2);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('"no-such-home" is not a home for rent the page shows'),
      expect.anything(),
    );
  });
});

describe(agentToolNames.showContact, () => {
  it.each(['phone', 'email', 'hours', 'service-areas', 'emergency-line'] as const)(
    'shows %s in the panel; the page does not move',
    (method) => {
      const shown = carry(call(agentToolNames.showContact, { method }), { live: true });
      expect(shown).toMatchObject({
        kind: 'shown',
        tool: agentToolNames.showContact,
        data: method,
        announcement: text.contactShown.replace('{label}', text.contactTitles[method]),
      });
      expect(scrolled).toEqual([]);
    },
  );
});

describe(agentToolNames.showRepair, () => {
  const { repairs } = agentPageProps.choices;
  const emergencyLine = agentPageProps.contact.emergencyLine!;
  const taken = {
    kind: 'heat',
    urgency: 'emergency',
    problem: 'The furnace stopped an hour ago and the house is cold.',
    address: '2341 Retallack Street, unit 4, Regina',
    entry: 'yes',
    pets: 'A friendly dog',
  };
  const heat = repairs.kinds.find(({ id }) => id === 'heat')!;
  const keptCard = async () =>
    (await import('~/components/islands/conversation/page-guide/page-tools')).pageToolNamed(agentToolNames.showRepair)!;

  it('an emergency: a kept card with the problem, the address, content’s urgency and promise, and the emergency line to call', () => {
    const shown = carry(call(agentToolNames.showRepair, JSON.stringify(taken)), { live: true });
    expect(shown).toMatchObject({
      kind: 'kept',
      tool: agentToolNames.showRepair,
      announcement: fillTemplate(text.repair.taken, { kind: heat.label, address: taken.address }),
    });
    expect((shown as ShownOnPage).data).toEqual({
      rows: [
        // The tenant's words are theirs: their direction is read from the text.
        { term: text.repair.problem, detail: taken.problem, theirs: true },
        { term: text.repair.address, detail: taken.address, theirs: true },
        { term: text.repair.urgency, detail: repairs.urgencies.emergency.label },
        { term: text.repair.entry, detail: text.repair.entryYes },
        { term: text.repair.pets, detail: taken.pets, theirs: true },
        { term: text.repair.next, detail: repairs.urgencies.emergency.promise },
      ],
      // The number is content's emergency line, never one the agent gave.
      call: {
        text: fillTemplate(text.repair.call, { label: text.contactTitles['emergency-line'] }),
        phone: emergencyLine.phone,
      },
    });
    expect(scrolled).toEqual([]);
  });

  it('a routine repair: its promise, no line to call; entry and pets left out when not said', async () => {
    const shown = carry(
      call(agentToolNames.showRepair, {
        kind: 'appliances',
        urgency: 'routine',
        problem: 'The oven light is out.',
        address: '12 Main St',
      }),
      { live: true },
    );
    const data = (shown as ShownOnPage).data as CardContent;
    expect(data.rows!.map(({ term }) => term)).toEqual([
      text.repair.problem,
      text.repair.address,
      text.repair.urgency,
      text.repair.next,
    ]);
    expect(data.rows!.at(-1)!.detail).toBe(repairs.urgencies.routine.promise);
    expect(data).not.toHaveProperty('call');
    expect((await keptCard()).isKept!(data)).toBe(true);
  });

  it('in French: the card’s words, its kind, urgency and promise, and its line are the conversation’s', () => {
    const french = panelWords.fr!;
    const shown = carry(call(agentToolNames.showRepair, taken), { live: true, words: french, lang: 'fr' });
    expect(shown).toMatchObject({ lang: 'fr' });
    const { rows, call: dial } = (shown as ShownOnPage).data as CardContent;
    // The card's words, and content/repairs.json's, as content/ui/languages.json gives them in French.
    expect(rows!.map(({ term }) => term)).toContain(french.agentActions.repair.problem);
    expect(rows).toContainEqual({ term: french.agentActions.repair.urgency, detail: 'Urgence' });
    expect(rows).toContainEqual({
      term: french.agentActions.repair.next,
      detail: french.repairs.urgencies.emergency.promise,
    });
    expect(dial!.text).toBe(
      fillTemplate(french.agentActions.repair.call, { label: french.agentActions.contactTitles['emergency-line'] }),
    );
    expect((shown as ShownOnPage).announcement).toContain(`Chauffage et fournaise au ${taken.address}`);
  });

  it('a card read back from the tab is drawn only when every field is still what the page made', async () => {
    const { data } = carry(call(agentToolNames.showRepair, taken), { live: true }) as ShownOnPage;
    const { isKept } = await keptCard();
    expect(isKept!(data)).toBe(true);
    const card = data as Required<CardContent>;
    for (const tampered of [
      { ...card, rows: [...card.rows, { term: 'Urgency', detail: 'Whenever', theirs: 'yes' }] },
      { ...card, call: { text: 'Call', phone: { display: 'Click', e164: 'javascript:alert(1)' } } },
      { ...card, rows: [{ term: text.repair.next }] },
      { ...card, rows: [{ term: text.repair.problem, detail: '' }] },
      { ...card, html: '<img src=x onerror=alert(1)>' },
    ])
      expect(isKept!(tampered)).toBe(false);
  });

  it.each([
    ['a kind content does not declare', { ...taken, kind: 'roof' }, '"roof" is not a kind of repair the page declared'],
    [
      'an urgency the page does not declare',
      { ...taken, urgency: 'urgent' },
      '"urgent" is not an urgency the page declared',
    ],
    ['no address', { ...taken, address: ' ' }, 'a repair needs its problem and address'],
    ['a problem too long for a card', { ...taken, problem: 'x'.repeat(401) }, 'a repair needs its problem and address'],
    [
      'an answer to entering that is not yes or no',
      { ...taken, entry: 'maybe' },
      '"maybe" is not an answer to entering',
    ],
  ])('%s is refused with one warning, shown nowhere', (_, args, warning) => {
    expect(carry(call(agentToolNames.showRepair, args), { live: true })).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(warning), expect.anything());
  });
});

describe('the platform’s own tools', () => {
  it('report_emergency, should a call bring it to the page, is neither carried out nor refused: no warning', () => {
    const emergency = call('report_emergency', { kind: 'heat', problem: 'No heat.', address: '12 Main St' });
    expect(carry(emergency, { live: true })).toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
  });
});

describe(agentToolNames.setLanguage, () => {
  it('turns the conversation to a listed language; anything else is refused', () => {
    expect(carry(call(agentToolNames.setLanguage, '{"language":"fr"}'), { live: true })).toEqual({
      kind: 'language',
      language: 'fr',
      serial: expect.any(Number),
    });
    for (const language of ['de', 'FR', '<b>fr</b>', 42]) {
      expect(carry(call(agentToolNames.setLanguage, { language }), { live: true }), String(language)).toBeNull();
    }
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('"de" is not a language the page declared'),
      expect.anything(),
    );
  });
});

describe('in the conversation’s language', () => {
  const french = panelWords.fr!;

  it('what is shown is said in its words, and marked with its language', () => {
    const shown = carry(call(agentToolNames.showContact, { method: 'hours' }), {
      live: true,
      words: french,
      lang: 'fr',
    });
    expect(shown).toMatchObject({
      kind: 'shown',
      announcement: `Voici l’information demandée\u00a0: ${french.agentActions.contactTitles.hours}.`,
      lang: 'fr',
    });
  });

  it('a booking: its kind, day and line in French, the calendar’s title too', () => {
    const booking = agentPageProps.choices.booking!;
    // Next Tuesday at 10:00 on the company's clock, within its hours and the booking window.
    vi.useFakeTimers({ now: new Date('2026-11-24T15:00:00Z'), toFake: ['Date'] });
    const kind = booking.kinds[0]!;
    const shown = carry(
      call(agentToolNames.showBooking, {
        kind: kind.label,
        start: '2026-12-01T10:00:00-06:00',
        end: `2026-12-01T${String(10 + kind.minutes / 60).padStart(2, '0')}:00:00-06:00`,
      }),
      { live: true, words: french, lang: 'fr' },
    );
    expect(shown).toMatchObject({ kind: 'kept', tool: agentToolNames.showBooking, lang: 'fr' });
    const { announcement, data: booked } = shown as ShownOnPage;
    expect(announcement).toMatch(/^Rendez-vous réservé\u00a0: Consultation gratuite à domicile, mardi 1 décembre, 10/);
    expect(announcement).toContain('appelez-nous au (306) 555-0142.');
    expect(booked).toMatchObject({
      label: kind.label,
      title: `Consultation gratuite à domicile avec ${agentPageProps.contact.brand}`,
    });
  });
});

describe('refusals: ignored, with one warning, nothing moves', () => {
  it.each([
    ['a tool the page did not declare', call('open_url', '{"url":"https://evil.example"}')],
    ['a section outside the choices', call(agentToolNames.showSection, '{"section":"secret"}')],
    ['a selector instead of a choice', call(agentToolNames.showSection, '{"section":"#services, body"}')],
    ['a card outside the choices', call(agentToolNames.pointTo, '{"item":"property-a"}')],
    ['a contact method outside the choices', call(agentToolNames.showContact, '{"method":"tel:+15555550100"}')],
    ['arguments that are not JSON', call(agentToolNames.showSection, 'section=services')],
    ['arguments that are a list', call(agentToolNames.showSection, '["services"]')],
    [
      'no id',
      { type: 'function', function: { name: agentToolNames.showSection, arguments: '{"section":"services"}' } },
    ],
    ['not an object at all', `${agentToolNames.showSection} services`],
  ])('%s', (_, toolCall) => {
    expect(carry(toolCall, { live: true })).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(scrolled).toEqual([]);
  });

  it('a declared choice whose element is not on the page', () => {
    document.getElementById('contact')!.remove();
    expect(carry(call(agentToolNames.showSection, '{"section":"contact"}'), { live: true })).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('a repeated call id', () => {
    const first = call(agentToolNames.showSection, '{"section":"services"}', 'same-id');
    expect(carry(first, { live: true })).not.toBeNull();
    later(place.betweenMovesMs + 10);
    expect(
      carry(
        { ...first, function: { name: agentToolNames.showSection, arguments: '{"section":"contact"}' } },
        { live: true },
      ),
    ).toBeNull();
    expect(scrolled).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('a call after the conversation ended', () => {
    expect(carry(call(agentToolNames.showSection, '{"section":"services"}'), { live: false })).toBeNull();
    expect(scrolled).toEqual([]);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});

describe('what the agent is told of each call', () => {
  it('a call carried out: done, not said into a call; set_language too', () => {
    expect(
      guide.carryOut(call(agentToolNames.showSection, '{"section":"services"}', 's-1'), { live: true }).answer,
    ).toEqual({ callId: 's-1', text: toolDone, sayInCall: false });
    expect(guide.carryOut(call(agentToolNames.setLanguage, '{"language":"fr"}', 'l-1'), { live: true }).answer).toEqual(
      {
        callId: 'l-1',
        text: toolDone,
        sayInCall: false,
      },
    );
  });

  it.each([
    [
      'a section outside the choices',
      call(agentToolNames.showSection, '{"section":"secret"}', 'r-1'),
      '"secret" is not one of the sections the page declared',
    ],
    [
      'a tool the page did not declare',
      call('open_url', '{"url":"https://example.test"}', 'r-2'),
      '"open_url" is not a tool the page declared',
    ],
    [
      'arguments that are not JSON',
      call(agentToolNames.showSection, 'section=services', 'r-3'),
      'its arguments are not an object',
    ],
    [
      'a city not served',
      call(agentToolNames.showRentEstimate, { city: 'Toronto', kind: 'condo', bedrooms: 2 }, 'r-4'),
      '"Toronto" is not a city the company serves',
    ],
  ])('a call refused (%s): not shown, and why, said into a call too', (_, toolCall, reason) => {
    const { shown, answer } = guide.carryOut(toolCall, { live: true });
    expect(shown).toBeNull();
    expect(answer).toEqual({ callId: toolCall.id, text: toolRefused(reason), sayInCall: true });
    expect(answer!.text).toBe(
      `Not shown to the visitor: ${reason}. Nothing of it is on their screen, so do not say it is; if you said it would be, tell them it is not, and go on without it.`,
    );
  });

  it('an element no longer on the page: not shown, and why', () => {
    document.getElementById('contact')!.remove();
    expect(
      guide.carryOut(call(agentToolNames.showSection, '{"section":"contact"}', 'r-5'), { live: true }).answer,
    ).toEqual({
      callId: 'r-5',
      text: toolRefused('"contact" is not on this page'),
      sayInCall: true,
    });
  });

  it('nothing for a call with no id, one seen already, one after the conversation ended, or the platform’s own', () => {
    const seen = call(agentToolNames.showSection, '{"section":"services"}', 'seen');
    guide.carryOut(seen, { live: true });
    for (const ignored of [
      { type: 'function', function: { name: agentToolNames.showSection, arguments: '{"section":"services"}' } },
      seen,
      call(agentToolNames.showSection, '{"section":"services"}', 'after'),
      call(platformToolNames.reportEmergency, { kind: 'heat', problem: 'No heat.', address: '12 Main St' }, 'e-1'),
    ])
      expect(guide.carryOut(ignored, { live: !('id' in ignored && ignored.id === 'after') }).answer).toBeUndefined();
  });
});
