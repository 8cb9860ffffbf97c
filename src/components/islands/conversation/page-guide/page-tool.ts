/** The shape of one page tool's module (page-tools.ts finds it by the tool's name): its check, what it shows, its words. */
import type { ReactNode } from 'react';
import type { AgentPageContext } from '~/agent/conversation-context';
import type { ConversationWords } from '~/lib/conversation-words';
import type { AgentActionsText } from '~/schemas/agent-actions-text';
import type { ConversationText } from '~/schemas/conversation-text';
import type { ShownOnPage } from '~/components/islands/conversation/model/conversation-model';
import type { CardView } from './card-content';

/** What a tool's module is given with a call's arguments. */
export interface ToolContext {
  setup: AgentPageContext;
  /** The words of what is shown: the conversation's language's where it has its own, else the page's English. */
  text: AgentActionsText;
  /** All the conversation's words, where its language has its own. */
  words: ConversationWords | undefined;
  /** The language of dates said: the conversation's where its words are here, else the page's. */
  locale: string | undefined;
}

/**
 * What a call carried out shows, before carryOut names its tool and numbers it. Only what is kept in
 * the transcript tells the agent figures: they are part of the conversation, kept on its card with it
 * (a reload, a later session's recap), never in the page's memory alone.
 */
export type ToolOutcome<Data> =
  | (Pick<ShownOnPage, 'announcement'> & { kind: 'shown'; data: Data })
  | (Pick<ShownOnPage, 'announcement'> & {
      kind: 'kept';
      data: Data;
      /** What the agent is told of it (its figures, in English), where it needs to say what was shown. */
      told?: string;
    })
  | { kind: 'language'; language: string };

export interface PageTool<Data> {
  /**
   * Checks the arguments against the page's choices (never trusting the agent's words for a link, a
   * selector or markup) and carries the call out: what it shows, or why it is refused (a warning says
   * it, and the agent is told it was not shown and why, agent-told.ts: write it for the agent to read).
   */
  carryOut(args: Record<string, unknown>, context: ToolContext): ToolOutcome<Data> | string;
  /** Drawn under the line that said it, while it is the last thing shown; `text` in the panel's language. */
  Details?: (props: { data: Data; text: AgentActionsText; setup: AgentPageContext }) => ReactNode;
  /** A kept card's check of its data, which a reload reads back from the tab's storage. */
  isKept?: (data: unknown) => data is Data;
  /** What a kept card shows under its line in the transcript, drawn by ToolCard.tsx like every card. */
  card?: (data: Data, words: ConversationText) => CardView;
}

/** A tool's module as the table holds it, its data's shape its own business. */
export type AnyPageTool = PageTool<unknown>;

/** `tool`, typed for its own data where it is written and as any other in the table. */
export const pageTool = <Data>(tool: PageTool<Data>): AnyPageTool => tool as unknown as AnyPageTool;
