/**
 * What the agent last showed, in the panel: the line that says it (the live region says it too) and,
 * from the page guide, what goes with it. Focus never moves.
 */
import type { AgentActionsText } from '~/schemas/agent-actions-text';
import { useConversation } from '~/components/islands/conversation/store/conversation-store';
import { loadedPageGuide } from '~/components/islands/conversation/page-guide/load-page-guide';

/** `text`: the words of a language that has its own (else the page guide's English). */
export function AgentShown({ text }: { text: AgentActionsText | undefined }) {
  const { shown } = useConversation();
  // Loaded whenever something is shown: the guide showed it.
  const guide = loadedPageGuide();
  const said = shown && 'announcement' in shown ? shown : undefined;
  return (
    <div data-testid="agent-shown">
      <p className="text-slate-700" lang={said?.lang}>
        {said?.announcement}
      </p>
      {shown && guide && <guide.ShownDetails shown={shown} text={text} />}
    </div>
  );
}
