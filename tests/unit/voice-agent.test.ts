/**
 * What the voice agent is told about the page (src/lib/voice-agent.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  placeholdersIn,
  unknownPlaceholders,
  voiceAgentVariableNames,
  voiceAgentVariables,
  type VoiceAgentContent,
} from '~/lib/voice-agent';

const root = new URL('../../', import.meta.url);
const readContent = (path: string) => readFileSync(new URL(`content/${path}`, root), 'utf8');
const json = (path: string) => JSON.parse(readContent(path));

const content: VoiceAgentContent = {
  site: {
    brand: 'Prairie Hearth',
    phone: { display: '(306) 555-0142', e164: '+13065550142' },
    email: 'hello@example.ca',
    region: 'Saskatchewan',
    serviceAreas: ['Regina', 'Saskatoon'],
    businessHours: [
      { days: 'Monday – Friday', hours: '8:00 AM – 6:00 PM' },
      { days: 'Weekends', hours: 'Emergencies only' },
    ],
  },
  propertyServices: [{ title: 'Tenant Screening' }, { title: 'Rent Collection' }],
  commercialCleaning: { services: [{ title: 'Office Cleaning' }] },
  propertyDevelopment: { services: [{ title: 'Custom Homes' }, { title: 'Renovation' }] },
  contact: { topics: ['Property Management', 'Free Consultation'] },
};

describe('voiceAgentVariables', () => {
  it('turns the content into one string per documented variable', () => {
    const values = voiceAgentVariables(content);
    expect(values).toEqual({
      brand: 'Prairie Hearth',
      phone: '(306) 555-0142',
      phoneE164: '+13065550142',
      email: 'hello@example.ca',
      region: 'Saskatchewan',
      serviceAreas: 'Regina, Saskatoon',
      hours: 'Monday – Friday: 8:00 AM – 6:00 PM; Weekends: Emergencies only',
      propertyServices: 'Tenant Screening, Rent Collection',
      cleaningServices: 'Office Cleaning',
      developmentServices: 'Custom Homes, Renovation',
      helpTopics: 'Property Management, Free Consultation',
    });
    expect(Object.keys(values)).toEqual(voiceAgentVariableNames);
  });

  it("takes the site's real contact details from content/", () => {
    const site = json('site.json');
    const values = voiceAgentVariables({
      site,
      propertyServices: json('property-services.json'),
      commercialCleaning: json('commercial-cleaning.json'),
      propertyDevelopment: json('property-development.json'),
      contact: json('contact.json'),
    });
    expect(values.phone).toBe(site.phone.display);
    expect(values.email).toBe(site.email);
    for (const area of site.serviceAreas) expect(values.serviceAreas).toContain(area);
    for (const line of site.businessHours) expect(values.hours).toContain(`${line.days}: ${line.hours}`);
  });
});

describe('placeholders', () => {
  it('finds {{name}} and {{ name }}, and reports the ones the page does not provide', () => {
    expect(placeholdersIn('Hi {{brand}}, call {{ phone }} or {{nope}}.')).toEqual(['brand', 'phone', 'nope']);
    expect(unknownPlaceholders('Hi {{brand}}, {{nope}} and {{nope}} and {{Phone}}')).toEqual(['nope', 'Phone']);
    expect(unknownPlaceholders('no placeholders, {single} braces')).toEqual([]);
  });
});
