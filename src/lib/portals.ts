/**
 * The company's doors (content/site.json `portals`) as the page shows them: grouped by audience, in
 * the order of `portalAudiences`, under the headings of content/portals.json. The section that draws
 * them and what the AI agent knows of them (page-knowledge.ts) both read them through here.
 */
import { ContentFileError } from '~/schemas/content-file-error';
import type { PortalsText } from '~/schemas/portals-text';
import { portalAudiences, type EmergencyLine, type Portal, type PortalAudience } from '~/schemas/site';

/** One audience's doors, under its heading. */
export interface PortalGroup {
  audience: PortalAudience;
  heading: string;
  doors: Portal[];
}

/** The audiences that have doors, each with its doors in the order content/site.json lists them. */
export const portalGroups = (portals: readonly Portal[], text: PortalsText): PortalGroup[] =>
  portalAudiences
    .map((audience) => ({
      audience,
      heading: text.audiences[audience],
      doors: portals.filter((door) => door.audience === audience),
    }))
    .filter(({ doors }) => doors.length > 0);

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
