/**
 * What the page guide draws for what the agent showed, from the module of the tool that showed it
 * (page-tools.ts): under the line that says it, or a kept card (ToolCard.tsx) under its line in the transcript.
 */
import type { AgentActionsText } from '~/schemas/agent-actions-text';
import type { ConversationText } from '~/schemas/conversation-text';
import type { AgentShown, KeptCard } from '~/components/islands/conversation/model/conversation-model';
import { getPageGuideSetup } from './page-guide-setup';
import { pageToolNamed } from './page-tools';
import { ToolCard } from './ToolCard';

/** Under the line that says it (AgentShown.tsx), in `text` (the panel's language, where it has its own) or English. */
export function ShownDetails({ shown, text }: { shown: AgentShown; text: AgentActionsText | undefined }) {
  const setup = getPageGuideSetup();
  const Details = shown.kind === 'shown' ? pageToolNamed(shown.tool)?.Details : undefined;
  if (!setup || !Details || shown.kind !== 'shown') return null;
  return <Details key={shown.serial} data={shown.data} text={text ?? setup.text} setup={setup} />;
}

/** A kept card under its line in the transcript; nothing when its data, read back from the tab, is not its tool's. */
export function KeptCardView({
  card,
  line,
  lang,
  words,
}: {
  card: KeptCard;
  line: string;
  lang: string | undefined;
  words: ConversationText;
}) {
  const tool = pageToolNamed(card.tool);
  if (!tool?.card || !tool.isKept?.(card.data)) return null;
  return <ToolCard view={tool.card(card.data, words)} line={line} lang={lang} />;
}
