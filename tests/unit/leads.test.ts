/**
 * `npm run leads` end to end: the real script and the platform's own server client against the fake
 * platform seeded with a week of conversations (tests/fixtures/sample-leads.mjs) and, to pass the
 * platform's page size, a hundred and more: the CSV read back by a real CSV reader (`csv-parse`),
 * formulas made inert, what left no lead said on stderr, a refused key and an unreachable platform.
 */
import { parse } from 'csv-parse/sync';
import { daysBefore, startOfDay } from '~/platform/leads-table';
import { describe, expect, it, vi } from 'vitest';
import { fakePublicKey } from '../fixtures/fake-vapi-platform.mjs';
import { leadOutput } from '~/agent/lead';
import { askAndWait, fakeSessionStorage, openChatTab } from '../fixtures/chat-tab';
import { expectUnsaid, fakeOwnerPlatform } from '../fixtures/owner-platform';
import { unreachableApiUrl } from '../fixtures/fake-vapi-server';
import { runLeads, runPublish } from '../fixtures/run-assistant';
import { sampleAssistantId, sampleCall, sampleLeadId, sampleLeads, sampleSession } from '../fixtures/sample-leads.mjs';
import { booking, shownHomes } from '../fixtures/sample-content';
import { homeAddress } from '~/lib/homes';

// Each test runs the command (a Node process) once or more: seconds each on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const platform = fakeOwnerPlatform();
const leads = (settings: Parameters<typeof runLeads>[0] = {}, ...args: string[]) =>
  runLeads({ ...platform.settings(), ...settings }, ...args);

/** The CSV as a spreadsheet reads it: one record per row, by column. */
const rowsOf = (csv: string) => parse(csv, { columns: true, bom: true }) as Record<string, string>[];

/** A lead as the platform keys it in an artifact. */
const leadArtifact = (summary: string) => ({
  messages: [{ role: 'user', message: 'Hello' }],
  structuredOutputs: { [sampleLeadId]: { name: 'Website lead', result: { need: 'other', summary } } },
});

/** A week of the sample, and more conversations with a lead each, a minute apart from 3½ hours back. */
async function seedWeek({ calls = 0, sessions = 0 } = {}) {
  const now = Date.now();
  const sample = sampleLeads(now);
  const more = (count: number, make: (id: string, hoursAgo: number) => object, kind: string) =>
    Array.from({ length: count }, (_, index) =>
      make(`${kind}-more-${String(index).padStart(3, '0')}`, 3.5 + index / 60),
    );
  await platform.seed({
    calls: [
      ...sample.calls,
      ...more(calls, (id, at) => sampleCall(id, now, at, { artifact: leadArtifact(id) }), 'call'),
    ],
    sessions: [
      ...sample.sessions,
      ...more(
        sessions,
        (id, at) => sampleSession(id, now, at + 0.001, { said: ['Hi'], artifact: leadArtifact(id) }),
        'session',
      ),
    ],
  });
}

describe('every lead since a date, as CSV', () => {
  it('one row per conversation with a lead, newest first, both channels, past the platform’s page size; read back whole by a CSV reader', async () => {
    await seedWeek({ calls: 150, sessions: 105 });
    const result = await leads();
    expect(result.status).toBe(0);
    expectUnsaid(result);
    const rows = rowsOf(result.stdout);
    expect(Object.keys(rows[0]!)).toEqual([
      'when (America/Regina)',
      'channel',
      'name',
      'phone',
      'email',
      'city',
      'language',
      'need',
      'home address',
      'property type',
      'best time to reach',
      'repair kind',
      'repair urgency',
      'entry permission',
      'pets',
      'repair address',
      'owner home city',
      'owner home kind',
      'owner home bedrooms',
      'rent estimate given',
      'cleaning premises',
      'cleaning square feet',
      'cleaning visits per week',
      'cleaning add ons',
      'cleaning quote given',
      'build kind',
      'build city',
      'build owns lot',
      'build lot serviced',
      'build size',
      'build start',
      'build budget',
      'build financing',
      'booked appointment',
      'summary',
      'conversation id',
    ]);
    // 258: the sample's three in the week, and the 255 more; none older, none without a lead.
    expect(rows).toHaveLength(258);
    const ids = rows.map((row) => row['conversation id']);
    expect(ids.slice(0, 4)).toEqual(['session-sample-1', 'call-sample-2', 'call-more-000', 'session-more-000']);
    expect(ids.at(-1)).toBe('call-sample-9');
    expect(ids).not.toContain('call-sample-8');
    const whens = rows.map((row) => row['when (America/Regina)']!);
    expect([...whens].sort().reverse()).toEqual(whens);
    expect(whens[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    // Accents, quotes, commas and a new line come back whole.
    expect(rows[0]).toMatchObject({
      channel: 'typed chat',
      name: 'Marie-Ève Côté',
      city: 'Saskatoon',
      // Written in English for the office, with the language the visitor wrote in.
      language: 'French',
      'best time to reach': 'weekday mornings',
      summary: 'Wants a quote for a 2,000 sq ft office, "weekly, evenings".\nPrefers email.',
    });
    // What a spreadsheet would run as a formula starts with an apostrophe: shown, never run.
    expect(rows[1]).toMatchObject({
      channel: 'call',
      name: `'=HYPERLINK("https://evil.example","Click me")`,
      phone: "'+1 306 555 0199",
      'booked appointment': 'Free in-home consultation, 2026-12-01T10:00:00-06:00',
    });
    expect(rows.at(-1)!.summary).toBe("'-3 units empty since October; wants them rented by spring.");
    for (const row of rows) for (const value of Object.values(row)) expect(value).not.toMatch(/^[=+\-@\t\r]/);

    // The calls were read 100 at a time, each page reaching back from the last one's oldest.
    const callQueries = (await platform.requests())
      .filter((entry) => entry.path === '/call')
      .map((entry) => new URLSearchParams(entry.query));
    expect(callQueries.length).toBeGreaterThanOrEqual(2);
    expect(callQueries.every((query) => query.get('limit') === '100' && query.has('createdAtGt'))).toBe(true);
    expect(callQueries[0]!.has('createdAtLe')).toBe(false);
    expect(callQueries[1]!.has('createdAtLe')).toBe(true);
    // The typed chats' sessions, page by page.
    const sessionPages = (await platform.requests())
      .filter((entry) => entry.path === '/session')
      .map((entry) => new URLSearchParams(entry.query).get('page'));
    expect(sessionPages).toEqual(['1', '2']);
  });

  it('says on stderr how many, since when, and every conversation without a lead with why; tests left out', async () => {
    await seedWeek();
    const result = await leads();
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      'npm run leads: conversations with every assistant of the organisation (PUBLIC_VAPI_ASSISTANT_ID is not set).',
      expect.stringMatching(
        /^npm run leads: 3 leads since [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} \(America\/Regina\), newest first: 2 from calls, 1 from typed chats\.$/,
      ),
      'npm run leads: 4 conversations without a lead: 2 still open; 1 ended before the visitor said anything; 1 ended without a lead in its artifact (call call-sample-6).',
      'npm run leads: 1 conversation named as a test left out (a name starting with "[test]").',
    ]);
  });

  it('--since a date: from that day’s start on the company’s clock; an older lead is left out, a wrong date refused', async () => {
    const now = Date.now();
    await platform.seed({
      calls: [
        sampleCall('call-before', now, 0, {
          artifact: {
            structuredOutputs: { [sampleLeadId]: { name: 'Website lead', result: { need: 'other', summary: 'x' } } },
          },
        }),
      ],
    });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Regina' }).format(now);
    expect(rowsOf((await leads({}, '--since', day)).stdout).map((row) => row['conversation id'])).toEqual([
      'call-before',
    ]);
    const tomorrow = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(rowsOf((await leads({}, '--since', tomorrow)).stdout)).toEqual([]);
    const wrong = await leads({}, '--since', '2026-02-30');
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toBe(
      'npm run leads: --since "2026-02-30" is not a date: write it as year-month-day, for example 2026-11-17.\n',
    );
  });

  it('--json: the same leads, `when` with the company’s offset, the fields as the platform gave them', async () => {
    await seedWeek();
    const result = await leads({}, '--json');
    const rows = JSON.parse(result.stdout) as Record<string, string>[];
    expect(rows.map((row) => row.id)).toEqual(['session-sample-1', 'call-sample-2', 'call-sample-9']);
    expect(rows[1]).toMatchObject({ channel: 'call', name: '=HYPERLINK("https://evil.example","Click me")' });
    expect(rows[0]!.when).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-06:00$/);
  });

  it('a renter’s lead names the home they asked about in its own column', async () => {
    const now = Date.now();
    const home = shownHomes[0]!.data;
    const renter = {
      need: 'rental home',
      homeAddress: homeAddress(home),
      bookedAppointment: `${booking.kinds.find(({ showing }) => showing)!.label}, 2026-12-01T10:00:00-06:00`,
      summary: 'Booked a showing of the home.',
    };
    await platform.seed({
      calls: [],
      sessions: [
        sampleSession('session-renter', now, 1, {
          said: [`I'd like to book a showing of ${renter.homeAddress}.`],
          artifact: { structuredOutputs: { [sampleLeadId]: { name: 'Website lead', result: renter } } },
        }),
      ],
    });
    const [row] = rowsOf((await leads()).stdout);
    expect(row).toMatchObject({
      need: renter.need,
      'home address': renter.homeAddress,
      'booked appointment': renter.bookedAppointment,
    });
  });

  it('a tenant’s repair has its kind, urgency, permission to enter, pets and home in columns of their own', async () => {
    const repair = {
      need: 'tenant repair',
      repairKind: 'heat',
      repairUrgency: 'emergency',
      entryPermission: 'yes',
      pets: 'A dog, friendly',
      repairAddress: '2341 Retallack Street, unit 4, Regina',
      phone: '306-555-0177',
      summary: 'The furnace stopped at 11 p.m.; the on-call person was told during the chat.',
    };
    await platform.seed({
      calls: [],
      sessions: [
        sampleSession('session-repair', Date.now(), 1, {
          said: ['My furnace stopped.'],
          artifact: { structuredOutputs: { [sampleLeadId]: { name: 'Website lead', result: repair } } },
        }),
      ],
    });
    expect(rowsOf((await leads()).stdout)[0]).toMatchObject({
      need: 'tenant repair',
      'repair kind': 'heat',
      'repair urgency': 'emergency',
      'entry permission': 'yes',
      pets: 'A dog, friendly',
      'repair address': '2341 Retallack Street, unit 4, Regina',
    });
  });

  it('an owner’s rent estimate has the home’s city, kind and bedrooms and the figures given in columns of their own', async () => {
    const owner = {
      need: 'property management',
      ownerHomeCity: 'Saskatoon',
      ownerHomeKind: 'condo',
      ownerHomeBedrooms: 2,
      rentEstimateGiven:
        'Average rent $1,559 a month; fee $125 a month; placing a tenant $780; owner keeps $1,434 a month',
      summary: 'An owner of a two-bedroom condo asked what it would rent for and booked the free consultation.',
    };
    await platform.seed({
      calls: [
        sampleCall('call-owner', Date.now(), 1, {
          artifact: { structuredOutputs: { [sampleLeadId]: { name: 'Website lead', result: owner } } },
        }),
      ],
      sessions: [],
    });
    expect(rowsOf((await leads()).stdout)[0]).toMatchObject({
      need: 'property management',
      'owner home city': 'Saskatoon',
      'owner home kind': 'condo',
      'owner home bedrooms': '2',
      'rent estimate given': owner.rentEstimateGiven,
    });
  });

  it('only the site’s assistant’s conversations when PUBLIC_VAPI_ASSISTANT_ID names it', async () => {
    const now = Date.now();
    const other = sampleCall('call-other-assistant', now, 1, { assistantId: 'asst-phone-line' });
    await platform.seed({ ...sampleLeads(now), calls: [...sampleLeads(now).calls, other] });
    const result = await leads({ PUBLIC_VAPI_ASSISTANT_ID: sampleAssistantId });
    expect(result.stderr).toContain(`conversations with the assistant ${sampleAssistantId} (PUBLIC_VAPI_ASSISTANT_ID)`);
    expect(result.stderr).not.toContain('call-other-assistant');
    expect(rowsOf(result.stdout)).toHaveLength(3);
  });
});

describe('from the page to the owner', () => {
  it('a typed chat the page ends leaves the lead the published assistant names, and npm run leads lists it', async () => {
    const published = await runPublish(platform.settings());
    const assistantId = /^PUBLIC_VAPI_ASSISTANT_ID=(.+)$/m.exec(published.stdout)![1]!;
    vi.stubGlobal('sessionStorage', fakeSessionStorage());
    const tab = await openChatTab(platform.apiUrl(), { assistantId });
    try {
      await askAndWait(tab.conversation, 'Our office in Regina needs cleaning.');
      // "New conversation" ends the session: the platform completes it with its lead.
      tab.conversation.dispatch({ type: 'new-conversation' });
      await vi.waitFor(async () => expect((await platform.read()).sessions[0]).toMatchObject({ status: 'completed' }));
    } finally {
      tab.disconnect();
      vi.unstubAllGlobals();
    }
    const [session] = (await platform.read()).sessions;
    expect(session).toMatchObject({ assistantId, expirationSeconds: 30 * 60 });
    const rows = rowsOf((await leads({ PUBLIC_VAPI_ASSISTANT_ID: assistantId })).stdout);
    expect(rows).toEqual([
      expect.objectContaining({
        channel: 'typed chat',
        need: leadOutput.schema.properties!.need!.enum![0],
        summary: 'The visitor wrote: Our office in Regina needs cleaning.',
        'conversation id': session!.id,
      }),
    ]);
  });
});

describe('what stops it, in plain words, with a non-zero exit', () => {
  it('a key the platform refuses', async () => {
    const result = await leads({ VAPI_PRIVATE_KEY: fakePublicKey });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^npm run leads: the platform refused the private key when asked to list the (calls|typed chats’ sessions) \(HTTP 401: Invalid Key.*Set VAPI_PRIVATE_KEY to the organisation’s private key/,
    );
  });

  it('no key at all', async () => {
    const result = await leads({ VAPI_PRIVATE_KEY: '' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^npm run leads: VAPI_PRIVATE_KEY is not set\. Listing the leads needs the organisation’s private key/,
    );
  });

  it('a platform it cannot reach', async () => {
    const closedUrl = await unreachableApiUrl();
    const result = await leads({ PUBLIC_VAPI_API_URL: closedUrl });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(`^npm run leads: could not reach the platform at ${closedUrl} to list the .*ECONNREFUSED`),
    );
  });
});

describe('the company’s clock', () => {
  it('a day starts at its midnight there, the night the clocks change too', () => {
    expect(startOfDay('2026-11-24', 'America/Regina').toISOString()).toBe('2026-11-24T06:00:00.000Z');
    // Toronto: summer time begins on 8 March 2026 at 2 a.m. and ends on 1 November.
    expect(startOfDay('2026-03-08', 'America/Toronto').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/Toronto').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDay('2026-11-01', 'America/Toronto').toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });

  it('a week back is counted on its calendar, not the machine’s', () => {
    // 03:00 UTC on 1 December is still 30 November in Regina.
    expect(daysBefore(new Date('2026-12-01T03:00:00Z'), 7, 'America/Regina')).toBe('2026-11-23');
    expect(daysBefore(new Date('2026-12-01T03:00:00Z'), 7, 'UTC')).toBe('2026-11-24');
  });
});
