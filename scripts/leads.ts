/**
 * `npm run leads`: every lead since a date, from calls and typed chats, as CSV on stdout (for a
 * spreadsheet: `npm run --silent leads > leads.csv`, npm's own lines kept out), read from the
 * platform with the organisation's private key (VAPI_PRIVATE_KEY, from .env or the environment;
 * src/platform/leads.ts, leads-table.ts). The owner's weekly check that forwarding lost no lead: what left none, and why, is said on stderr. Only
 * the conversations of the site's assistant when PUBLIC_VAPI_ASSISTANT_ID is set; times on the
 * company's clock (content/agent.md, booking.timeZone).
 *
 *   --since YYYY-MM-DD   from that day's start (default: 7 days before today)
 *   --json               JSON instead of CSV
 *
 * A refused key or a platform it cannot reach is said on stderr, with a non-zero exit.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readAgentContent } from '../src/lib/content/agent-content.ts';
import { projectEnvironment } from '../src/lib/build/environment.ts';
import { readLeads } from '../src/platform/leads.ts';
import { daysBefore, describeLeads, leadsCsv, leadsJson, startOfDay } from '../src/platform/leads-table.ts';
import { platformClient, PlatformError, privateKeyOf } from '../src/platform/platform-client.ts';
import { resolveSettings } from '../src/lib/settings.ts';
import { ContentFileError } from '../src/schemas/content-file-error.ts';

const projectRoot = new URL('../', import.meta.url);

function fail(message: string): never {
  console.error(`npm run leads: ${message}`);
  process.exit(1);
}

function readOptions() {
  try {
    return parseArgs({ options: { since: { type: 'string' }, json: { type: 'boolean', default: false } } }).values;
  } catch (error) {
    return fail(`${(error as Error).message} (options: --since YYYY-MM-DD, --json)`);
  }
}

/** A calendar date as written, or a stop saying how to write one. */
function sinceDate(value: string | undefined, timeZone: string): string {
  if (value === undefined) return daysBefore(new Date(), 7, timeZone);
  const date = value.trim();
  const real = /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
  if (!real) fail(`--since "${value}" is not a date: write it as year-month-day, for example 2026-11-17.`);
  return date;
}

const options = readOptions();
let timeZone: string;
try {
  timeZone = readAgentContent(new URL('content/', projectRoot)).settings.booking.timeZone;
} catch (error) {
  if (!(error instanceof ContentFileError)) throw error;
  fail(error.message);
}
const since = sinceDate(options.since, timeZone);
const env = projectEnvironment('production', fileURLToPath(projectRoot));

/** The API the site uses (PUBLIC_VAPI_API_URL, or the platform's own), or a stop naming a malformed one. */
function apiUrlOf(): string {
  try {
    return resolveSettings(env).voiceApiUrl;
  } catch (error) {
    return fail((error as Error).message);
  }
}

try {
  const privateKey = privateKeyOf(env, 'Listing the leads');
  const apiUrl = apiUrlOf();
  const assistantId = env.PUBLIC_VAPI_ASSISTANT_ID?.trim() || undefined;
  const report = await readLeads(platformClient({ privateKey, apiUrl }), apiUrl, {
    since: startOfDay(since, timeZone),
    assistantId,
  });
  process.stdout.write(options.json ? leadsJson(report.leads, timeZone) : leadsCsv(report.leads, timeZone));
  const whose = assistantId
    ? `the assistant ${assistantId} (PUBLIC_VAPI_ASSISTANT_ID)`
    : 'every assistant of the organisation (PUBLIC_VAPI_ASSISTANT_ID is not set)';
  console.error(`npm run leads: conversations with ${whose}.`);
  for (const line of describeLeads(report, since, timeZone)) console.error(`npm run leads: ${line}`);
} catch (error) {
  // The platform's and our own words; anything else is a bug, with its stack.
  if (error instanceof PlatformError) fail(error.message);
  throw error;
}
