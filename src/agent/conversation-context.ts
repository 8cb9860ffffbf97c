/**
 * What a conversation with the agent needs from content/: the values its `{{placeholders}}` are filled with,
 * and what it may show on the page, served as one JSON file the islands fetch on intent.
 */
import type { AgentActionsText } from '~/schemas/agent-actions-text';
import type { Phone } from '~/schemas/site';
import { agentToolChoices, type AgentToolChoices, type AgentToolContent } from './tool-choices';
import { agentVariableValues, type AgentVariablesContent } from './assistant';
import { callSetups, type CallSetup } from './call-speech';
import { sectionLabel } from '~/lib/page-sections';

/** The ways to reach us the agent may show, as content/site.json gives them. */
export interface AgentContact extends IslandContact {
  /** The company's name: a booking's calendar event is titled with it. */
  brand: string;
  hours: readonly { days: string; hours: string }[];
  serviceAreas: readonly string[];
  /** content/site.json's emergency line, when it gives one: `show_contact` and a repair's card show it. */
  emergencyLine?: { label: string; phone: Phone };
}

/**
 * The company's phone and email: the islands have them from the page (their props, written at build
 * time), where a failure message needs them with no fetch and even when the fetch fails. So the
 * served context leaves them out, and the islands add theirs
 * (src/components/islands/conversation/store/load-conversation-context.ts).
 */
export interface IslandContact {
  phone: Phone;
  email: string;
}

/** What the agent may show on the page, and the words and contact details the page shows for it. */
export interface AgentPageContext {
  choices: AgentToolChoices;
  /** Each section's name as the page shows it, by id. */
  sectionLabels: Readonly<Record<string, string>>;
  text: AgentActionsText;
  contact: AgentContact;
}

/** The conversation context as served: the page's choices with all contact details but the islands' own. */
export interface ConversationContext {
  /** The values of the assistant's `{{placeholders}}` (`assistantOverrides.variableValues`). */
  variableValues: Record<string, string>;
  /** By language code: what a call's start in it asks of the assistant beside the values. */
  calls: Record<string, CallSetup>;
  agent: Omit<AgentPageContext, 'contact'> & { contact: Omit<AgentContact, keyof IslandContact> };
}

/** The parts of content/ a conversation's context is made from. */
export type ConversationContent = AgentVariablesContent & AgentToolContent & { agentActionsText: AgentActionsText };

/**
 * The conversation context of the site, from its content (the build's or the tests' reading of content/).
 *
 * Served apart (src/pages/conversation-context.json.ts) rather than written into the page: the page's
 * HTML is the first thing every visitor downloads, and this is needed only by those who talk or write.
 * Built from content as data, so the build and the tests build it the one same way.
 */
export function conversationContextOf(content: ConversationContent): ConversationContext {
  const { site, sections } = content;
  return {
    variableValues: agentVariableValues(content),
    calls: callSetups(content),
    agent: {
      choices: agentToolChoices(content),
      sectionLabels: Object.fromEntries(sections.map((section) => [section.id, sectionLabel(section)])),
      text: content.agentActionsText,
      contact: {
        brand: site.brand,
        hours: site.businessHours,
        serviceAreas: site.serviceAreas,
        ...(site.emergencyLine && {
          emergencyLine: { label: site.emergencyLine.label, phone: site.emergencyLine.phone },
        }),
      },
    },
  };
}
