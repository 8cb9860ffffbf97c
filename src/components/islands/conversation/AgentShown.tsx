/**
 * What the agent last showed, in the conversation's panel: the line that says it (the channel's live
 * region announces it too) and, from the page guide, which showed it, what goes with it. Focus never
 * moves.
 */
import { useConversation } from './conversation';
import { loadedPageGuide } from './page-guide-loader';

export function AgentShown() {
  const { shown } = useConversation();
  // Loaded whenever something is shown: the guide showed it.
  const guide = loadedPageGuide();
  return (
    <div data-testid="agent-shown">
      <p className="text-slate-700">{shown?.announcement}</p>
      {shown && guide && <guide.ShownDetails shown={shown} />}
    </div>
  );
}
