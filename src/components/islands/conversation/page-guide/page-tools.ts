/** Every page tool's module, by the tool's name: a new tool is a module in tools/ and a row here. */
import { agentToolNames, type PageToolName } from '~/agent/tool-names';
import type { AnyPageTool } from './page-tool';
import { pointTo } from '~/components/islands/conversation/page-guide/tools/point-to';
import { setLanguage } from '~/components/islands/conversation/page-guide/tools/set-language';
import { showBooking } from '~/components/islands/conversation/page-guide/tools/show-booking';
import { showBuildProject } from '~/components/islands/conversation/page-guide/tools/show-build-project';
import { showCleaningQuote } from '~/components/islands/conversation/page-guide/tools/show-cleaning-quote';
import { showContact } from '~/components/islands/conversation/page-guide/tools/show-contact';
import { showRentEstimate } from '~/components/islands/conversation/page-guide/tools/show-rent-estimate';
import { showRepair } from '~/components/islands/conversation/page-guide/tools/show-repair';
import { showSection } from '~/components/islands/conversation/page-guide/tools/show-section';

/** Typed by every declared name, so a tool declared (src/agent/tools.ts) without a module here fails to compile. */
const pageTools: Record<PageToolName, AnyPageTool> = {
  [agentToolNames.showSection]: showSection,
  [agentToolNames.pointTo]: pointTo,
  [agentToolNames.showContact]: showContact,
  [agentToolNames.setLanguage]: setLanguage,
  [agentToolNames.showBooking]: showBooking,
  [agentToolNames.showRepair]: showRepair,
  [agentToolNames.showRentEstimate]: showRentEstimate,
  [agentToolNames.showCleaningQuote]: showCleaningQuote,
  [agentToolNames.showBuildProject]: showBuildProject,
};

/** The module of a tool the page declared, by a name that came from the agent or from storage. */
export const pageToolNamed = (name: unknown): AnyPageTool | undefined =>
  typeof name === 'string' && Object.hasOwn(pageTools, name) ? pageTools[name as PageToolName] : undefined;
