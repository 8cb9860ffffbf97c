import { describe, expect, it } from 'vitest';
import { defaultEditorBranch, defaultSiteUrl, defaultVoiceApiUrl, resolveSettings } from '~/lib/settings';

describe('resolveSettings', () => {
  it('turns voice chat off, naming what is missing, when the key or the assistant id is not set', () => {
    expect(resolveSettings({})).toEqual({
      siteUrl: defaultSiteUrl,
      voiceApiUrl: defaultVoiceApiUrl,
      voice: undefined,
      missingVoiceSettings: ['PUBLIC_VAPI_PUBLIC_KEY', 'PUBLIC_VAPI_ASSISTANT_ID'],
      editor: { repository: undefined, branch: defaultEditorBranch },
    });
    expect(resolveSettings({ PUBLIC_VAPI_PUBLIC_KEY: 'key' }).missingVoiceSettings).toEqual([
      'PUBLIC_VAPI_ASSISTANT_ID',
    ]);
  });

  it('trims keys and ids, and counts a value of only spaces as not set', () => {
    const settings = resolveSettings({ PUBLIC_VAPI_PUBLIC_KEY: '  key \n', PUBLIC_VAPI_ASSISTANT_ID: '\tassistant ' });
    expect(settings.voice).toEqual({ publicKey: 'key', assistantId: 'assistant' });
    expect(settings.voiceApiUrl).toBe(defaultVoiceApiUrl);
    const blank = resolveSettings({ PUBLIC_VAPI_PUBLIC_KEY: '   ', PUBLIC_VAPI_ASSISTANT_ID: 'assistant' });
    expect(blank.voice).toBeUndefined();
    expect(blank.missingVoiceSettings).toEqual(['PUBLIC_VAPI_PUBLIC_KEY']);
  });

  it('uses the Vapi API when no API URL is set, and drops trailing slashes so the SDK never asks for //call/web', () => {
    expect(resolveSettings({ PUBLIC_VAPI_API_URL: '  ' }).voiceApiUrl).toBe('https://api.vapi.ai');
    expect(resolveSettings({ PUBLIC_VAPI_API_URL: 'https://api.vapi.ai/' }).voiceApiUrl).toBe('https://api.vapi.ai');
    expect(resolveSettings({ PUBLIC_VAPI_API_URL: ' https://proxy.example.ca/vapi// ' }).voiceApiUrl).toBe(
      'https://proxy.example.ca/vapi',
    );
    expect(resolveSettings({ PUBLIC_VAPI_API_URL: 'http://127.0.0.1:4599' }).voiceApiUrl).toBe('http://127.0.0.1:4599');
  });

  it('stops the build, naming the variable, when an address is not an http(s) URL', () => {
    expect(() => resolveSettings({ PUBLIC_VAPI_API_URL: 'api.vapi.ai' })).toThrow(
      /PUBLIC_VAPI_API_URL "api\.vapi\.ai" is not a URL/,
    );
    expect(() => resolveSettings({ PUBLIC_VAPI_API_URL: 'ftp://x.example' })).toThrow(
      /PUBLIC_VAPI_API_URL "ftp:\/\/x\.example" must start with https:\/\//,
    );
    expect(() => resolveSettings({ SITE_URL: 'www.example.ca' })).toThrow(/SITE_URL "www\.example\.ca" is not a URL/);
  });

  it('takes SITE_URL as the canonical address', () => {
    expect(resolveSettings({ SITE_URL: 'https://www.example.ca/' }).siteUrl).toBe('https://www.example.ca');
  });

  it("takes the browser editor's repository and branch from CMS_REPOSITORY and CMS_BRANCH, trimmed", () => {
    expect(resolveSettings({ CMS_REPOSITORY: ' prairie-hearth/website ', CMS_BRANCH: ' content ' }).editor).toEqual({
      repository: 'prairie-hearth/website',
      branch: 'content',
    });
    expect(() => resolveSettings({ CMS_REPOSITORY: 'https://github.com/prairie-hearth/website' })).toThrow(
      /CMS_REPOSITORY "https:\/\/github\.com\/prairie-hearth\/website" must be the GitHub repository as owner\/name/,
    );
    expect(() => resolveSettings({ CMS_BRANCH: 'my branch' })).toThrow(/CMS_BRANCH "my branch" is not a branch name/);
  });
});
