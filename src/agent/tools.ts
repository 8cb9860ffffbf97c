/**
 * The page tools as the assistant declares them, one declaration per tool in a table by name; their
 * choices are content's (tool-choices.ts). A tool of its own folder (src/agent/<tool>/) keeps its
 * declaration in `declaration.ts`, apart from its choices, its arithmetic and its words, which the page
 * loads: declarations run only where the assistant is made (npm run assistant, the build's checks).
 */
import type { Vapi } from '@vapi-ai/server-sdk';
import { inPageOrder, sectionLabel } from '~/lib/page-sections';
import { bookingTool } from '~/agent/booking/declaration';
import { buildProjectTool } from '~/agent/build-project/declaration';
import { cleaningQuoteTool } from '~/agent/cleaning-quote/declaration';
import { rentEstimateTool } from '~/agent/rent-estimate/declaration';
import { repairTool } from '~/agent/repair/declaration';
import { pageToolDeclaration } from './page-tool-declaration';
import { agentToolChoices, type AgentItem, type AgentToolChoices, type AgentToolContent } from './tool-choices';
import {
  afterwards,
  agentToolArguments,
  agentToolNames,
  homeReference,
  type AgentToolName,
  type PageToolName,
} from './tool-names';

/** "id (label), id (label)": the choices as the model reads them in a parameter's description. */
const described = (choices: readonly { id: string; label: string }[]) =>
  choices.map(({ id, label }) => `${id} (${label})`).join(', ');

/** A page tool: one required argument whose value is one of `choices` (any string the description allows, without). */
function pageTool(
  name: AgentToolName,
  description: string,
  choices: readonly string[] | undefined,
  choicesDescription: string,
): Vapi.OpenAiModelToolsItem.Function {
  const argument = agentToolArguments[name];
  const property = { type: 'string' as const, ...(choices && { enum: [...choices] }), description: choicesDescription };
  return pageToolDeclaration(name, description, { [argument]: property }, [argument]);
}

/** What every declaration is made from: the choices, and the lists their descriptions name. */
interface DeclarationInput {
  content: AgentToolContent;
  choices: AgentToolChoices;
  sections: AgentItem[];
  serviceCards: AgentItem[];
}

/**
 * Each page tool's declaration, by name; undefined where the tool is off (booking, with booking off).
 * The page carries each out with the handler of the same name (page-guide/page-tools.ts).
 */
const declarations: Record<PageToolName, (input: DeclarationInput) => Vapi.OpenAiModelToolsItem.Function | undefined> =
  {
    [agentToolNames.showSection]: ({ choices, sections }) =>
      pageTool(
        agentToolNames.showSection,
        `Brings a section of the website the visitor is on into view. Call it when you start talking about what a section covers (a line of business, reviews, how to reach us) or when the visitor asks where to find something. ${afterwards}`,
        choices.sections,
        `The section's id: ${described(sections)}.`,
      ),
    // No list of choices: a home's id comes with each conversation's page knowledge (the page checks it).
    [agentToolNames.pointTo]: ({ serviceCards }) =>
      pageTool(
        agentToolNames.pointTo,
        `Brings one card of the website into view and highlights it for a few seconds: a service, or a home for rent. Call it when you talk about that one service or home. ${afterwards}`,
        undefined,
        `The card's id. A service's: ${described(serviceCards)}. A home for rent's: its id, written after its street on the website ${homeReference('…')}.`,
      ),
    [agentToolNames.showContact]: ({ choices }) =>
      pageTool(
        agentToolNames.showContact,
        `Shows the visitor, in the conversation panel, one of the company's contact details as a card they can use (a phone link, an email link, the business hours, the cities served, the emergency line). Call it when you give them one of these, or they ask how or when to reach us. ${afterwards}`,
        choices.contactMethods,
        `Which detail: phone, email, hours (business hours) or service-areas (the cities served)${choices.contactMethods.includes('emergency-line') ? ', or emergency-line (the line for repairs that cannot wait, any hour)' : ''}.`,
      ),
    [agentToolNames.setLanguage]: ({ content, choices }) =>
      pageTool(
        agentToolNames.setLanguage,
        `Tells the website the language the conversation is now in, so the conversation panel and its transcript follow it. Call it when the visitor starts speaking or writing in another of your languages, or asks for one, before you answer in it. ${afterwards}`,
        choices.languages,
        `The language's code: ${described(content.languages.map(({ code, name }) => ({ id: code, label: name })))}.`,
      ),
    [agentToolNames.showBooking]: ({ choices }) => choices.booking && bookingTool(choices.booking),
    [agentToolNames.showRepair]: ({ choices }) => repairTool(choices.repairs),
    [agentToolNames.showRentEstimate]: ({ choices }) => rentEstimateTool(choices.rentEstimate),
    [agentToolNames.showCleaningQuote]: ({ choices }) => cleaningQuoteTool(choices.cleaningQuote),
    [agentToolNames.showBuildProject]: () => buildProjectTool(),
  };

/**
 * The page tools as the assistant declares them in `model.tools`: function tools as the platform's
 * server SDK types them (`async` and no `server`: the call goes to the page, and the agent does not
 * wait). The descriptions tell the model when to call each; content/agent.md's prompt says it too.
 */
export function agentTools(content: AgentToolContent): Vapi.OpenAiModelToolsItem.Function[] {
  const choices = agentToolChoices(content);
  const sections = inPageOrder(content.sections).map((section) => ({ id: section.id, label: sectionLabel(section) }));
  const homeIds = new Set(content.homes.map(({ data }) => data.id));
  const serviceCards = choices.items.filter(({ id }) => !homeIds.has(id));
  const input = { content, choices, sections, serviceCards };
  return Object.values(declarations).flatMap((declare) => declare(input) ?? []);
}
