/**
 * The company's doors (content/site.json `portals`) as the page shows them, by audience: the section
 * that draws them and what the AI agent knows of them (page-knowledge.ts) both read them here.
 */
import { ContentFileError } from '~/schemas/content-file-error';
import type { PortalsText } from '~/schemas/portals-text';
import { portalAudiences, type EmergencyLine, type Portal, type PortalAudience } from '~/schemas/site';

/** A door as the page draws it: a portal, or (`onPage`) the section of the homes for rent at `#<its id>`. */
export interface Door extends Pick<Portal, 'label' | 'description' | 'url'> {
  /** The id of the section it leads to, on this page. */
  onPage?: string;
}

/** One audience's doors, under its heading. */
export interface PortalGroup {
  audience: PortalAudience;
  heading: string;
  doors: Door[];
}

/**
 * The audiences that have doors, under the headings of content/portals.json, in the order of
 * `portalAudiences`, each with its doors in content/site.json's order. Where the page lists homes for
 * rent (`homesSectionId`), the applicants' first door leads to them: no portal's list of rentals.
 */
export function portalGroups(portals: readonly Portal[], text: PortalsText, homesSectionId?: string): PortalGroup[] {
  const homesDoor: Door[] = homesSectionId
    ? [{ ...text.homesOnPage, url: `#${homesSectionId}`, onPage: homesSectionId }]
    : [];
  return portalAudiences
    .map((audience) => ({
      audience,
      heading: text.audiences[audience],
      doors: [...(audience === 'applicants' ? homesDoor : []), ...portals.filter((door) => door.audience === audience)],
    }))
    .filter(({ doors }) => doors.length > 0);
}

/**
 * Throws a ContentFileError when the section `file`, whose design draws the doors, would have nothing
 * to draw: no door and no emergency line in content/site.json. A section is never published empty.
 */
export function assertPortalsToShow(
  file: string,
  site: { portals: readonly Portal[]; emergencyLine?: EmergencyLine | undefined },
): void {
  if (site.portals.length === 0 && !site.emergencyLine) {
    throw new ContentFileError(
      `${file} has design "portals", but content/site.json gives no portals and no emergencyLine for it to show: add them there, or give the section another design.`,
    );
  }
}
