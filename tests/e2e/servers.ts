/**
 * The builds the browser tests serve, each in a folder and on a port of its own, and the voice
 * settings of those with voice chat: one source for scripts/build-test-variants.ts,
 * playwright.config.ts and the specs. None is `dist/` or port 4321: `dist/` is only ever the owner's
 * production build, and 4321 is `npm start`'s.
 *
 * `E2E_PORT_OFFSET` shifts every port, so two checkouts can run their browser tests side by side.
 */
import { fakePrivateKey, fakePublicKey } from '../fixtures/fake-vapi-platform.mjs';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** Where every test build is written (git ignores it, like any `dist-*` folder). */
export const testBuildsFolder = 'dist-test';

export const ports = {
  production: 4341 + offset,
  noVoice: 4342 + offset,
  fakeVoice: 4343 + offset,
  noHomes: 4344 + offset,
  /** `astro dev` of a project copy, for the content slips it shows (dev-slips.spec.ts). */
  devSlips: 4345 + offset,
  fakeApi: 4599 + offset,
} as const;

/** The local stand-in for the Vapi API. */
export const fakeApiUrl = `http://127.0.0.1:${ports.fakeApi}`;

/** Voice settings of the voice-enabled test builds; the specs check the requests carry them. */
export const testVoiceSettings = {
  PUBLIC_VAPI_PUBLIC_KEY: fakePublicKey,
  PUBLIC_VAPI_ASSISTANT_ID: 'test-assistant-id',
  PUBLIC_VAPI_API_URL: fakeApiUrl,
} as const;

/**
 * The owner's secrets, in the environment of the production test build as they are in an owner's
 * `.env` (only the owner's commands read them: `npm run assistant -- --publish`, `npm run leads`):
 * security.spec.ts finds them in no file built.
 */
export const ownerSecrets = {
  VAPI_PRIVATE_KEY: fakePrivateKey,
  LEADS_WEBHOOK_URL: 'https://hooks.example.test/catch/owner-hook-7c2a',
  LEADS_WEBHOOK_SECRET: 'leads-hook-secret-3b9e',
} as const;

export interface TestBuild {
  /** Output folder, from the project root. */
  outDir: string;
  port: number;
  /** Voice settings the build is made with (none: the floating control is a `tel:` link). */
  settings: Partial<typeof testVoiceSettings & typeof ownerSecrets>;
  /** An Astro configuration other than the project's, from the project root. */
  config?: string;
  /** Built from a copy of the project whose homes for rent are all leased (scripts/build-test-variants.ts). */
  everyHomeLeased?: true;
}

export const testBuilds = {
  /** The production configuration, its voice settings pointing at the local fake API. */
  production: {
    outDir: `${testBuildsFolder}/production`,
    port: ports.production,
    settings: { ...testVoiceSettings, ...ownerSecrets },
  },
  /** The production configuration with no voice settings: the floating element is a `tel:` link. */
  noVoice: { outDir: `${testBuildsFolder}/no-voice`, port: ports.noVoice, settings: {} },
  /** A test configuration whose voice SDK loader is a scripted fake. */
  fakeVoice: {
    outDir: `${testBuildsFolder}/fake-voice`,
    port: ports.fakeVoice,
    settings: testVoiceSettings,
    config: 'tests/fixtures/fake-voice-sdk.config.mjs',
  },
  /** The production configuration and voice settings with every home leased: the homes' section's empty state. */
  noHomes: {
    outDir: `${testBuildsFolder}/no-homes`,
    port: ports.noHomes,
    settings: testVoiceSettings,
    everyHomeLeased: true,
  },
} as const satisfies Record<string, TestBuild>;

const urlOf = (build: TestBuild) => `http://127.0.0.1:${build.port}`;
/** Production build with voice settings pointing at the local fake API. */
export const productionUrl = urlOf(testBuilds.production);
/** Production build with no voice settings. */
export const noVoiceUrl = urlOf(testBuilds.noVoice);
/** Test build whose voice SDK loader is a scripted fake. */
export const fakeVoiceUrl = urlOf(testBuilds.fakeVoice);
/** Production build, with voice settings, of content whose homes are all leased. */
export const noHomesUrl = urlOf(testBuilds.noHomes);
