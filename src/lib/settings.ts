/**
 * The site's deployment settings, resolved in one place (astro.config.mjs, and the components that
 * draw the voice and chat controls): the canonical address, the voice chat's Vapi settings, and the
 * Git repository the browser editor at /admin/ commits to, each trimmed, defaulted and checked once.
 */

/** Canonical origin of the deployed site when `SITE_URL` is not set. */
export const defaultSiteUrl = 'https://prairiehearth.example';

/** Vapi's own API, used when `PUBLIC_VAPI_API_URL` is not set. */
export const defaultVoiceApiUrl = 'https://api.vapi.ai';

/** The environment variables this module reads (documented in .env.example). */
export interface RawSettings {
  SITE_URL?: string | undefined;
  PUBLIC_VAPI_PUBLIC_KEY?: string | undefined;
  PUBLIC_VAPI_ASSISTANT_ID?: string | undefined;
  PUBLIC_VAPI_API_URL?: string | undefined;
  CMS_REPOSITORY?: string | undefined;
  CMS_BRANCH?: string | undefined;
}

/** Branch the browser editor commits to when `CMS_BRANCH` is not set. */
export const defaultEditorBranch = 'main';

/** Where the browser editor at /admin/ reads and commits content on the Git host (GitHub). */
export interface EditorSettings {
  /** "owner/name" of the GitHub repository, or undefined: then the editor can only edit a local checkout. */
  repository: string | undefined;
  /** The branch it commits to, for example "main". */
  branch: string;
}

/** What the voice button needs to start a call. */
export interface VoiceSettings {
  /** Vapi public key (public by design: it ends up in the page). */
  publicKey: string;
  /** The assistant every call starts. */
  assistantId: string;
}

export interface Settings {
  /** Canonical origin, for example "https://prairiehearth.example". */
  siteUrl: string;
  /** Base URL of the Vapi API (configured or default), without a trailing slash; the CSP allows its origin. */
  voiceApiUrl: string;
  /** Voice chat settings, or undefined when the key or the assistant id is missing (a "call us" link then). */
  voice: VoiceSettings | undefined;
  /** Names of the voice settings that are missing, for the build's warning. */
  missingVoiceSettings: ('PUBLIC_VAPI_PUBLIC_KEY' | 'PUBLIC_VAPI_ASSISTANT_ID')[];
  /** The browser editor's Git backend. */
  editor: EditorSettings;
}

/**
 * An http(s) address with no trailing slash. The SDK appends "/call/web" itself, so
 * "https://api.vapi.ai/" would make it ask for "//call/web".
 */
function webAddress(name: string, value: string, example: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `${name} "${value}" is not a URL: set it to a full address such as "${example}", or leave it unset.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(
      `${name} "${value}" must start with https:// (or http:// for a local test server), for example "${example}".`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/** A setting with surrounding spaces removed; empty or only spaces counts as not set. */
const present = (value: string | undefined) => value?.trim() || undefined;

/** Turns raw environment values into the site's settings. Throws, naming the variable, on a malformed URL. */
export function resolveSettings(raw: RawSettings): Settings {
  const publicKey = present(raw.PUBLIC_VAPI_PUBLIC_KEY);
  const assistantId = present(raw.PUBLIC_VAPI_ASSISTANT_ID);
  const voiceApiUrl = webAddress(
    'PUBLIC_VAPI_API_URL',
    present(raw.PUBLIC_VAPI_API_URL) ?? defaultVoiceApiUrl,
    defaultVoiceApiUrl,
  );
  const siteUrl = webAddress('SITE_URL', present(raw.SITE_URL) ?? defaultSiteUrl, 'https://www.example.ca');
  const repository = present(raw.CMS_REPOSITORY);
  if (repository && !/^[\w.-]+\/[\w.-]+$/.test(repository)) {
    throw new Error(
      `CMS_REPOSITORY "${repository}" must be the GitHub repository as owner/name, for example "prairie-hearth/website".`,
    );
  }
  const branch = present(raw.CMS_BRANCH) ?? defaultEditorBranch;
  if (/\s|\.\.|^[-/]|[~^:?*[\\]/.test(branch)) {
    throw new Error(`CMS_BRANCH "${branch}" is not a branch name Git accepts; for example "main".`);
  }
  return {
    siteUrl,
    voiceApiUrl,
    voice: publicKey && assistantId ? { publicKey, assistantId } : undefined,
    missingVoiceSettings: [
      ...(publicKey ? [] : (['PUBLIC_VAPI_PUBLIC_KEY'] as const)),
      ...(assistantId ? [] : (['PUBLIC_VAPI_ASSISTANT_ID'] as const)),
    ],
    editor: { repository, branch },
  };
}
