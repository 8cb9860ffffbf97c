/** The conversation panel's frame: where it sits above the floating control, its size between the header and the controls. */
import type { ReactNode, Ref } from 'react';
import { cx } from '~/lib/class-names';

/**
 * The panel's frame. It fits between the fixed header and the row of controls however short the
 * screen; the transcript scrolls inside it. A call's panel has its place in the floating control's
 * grid; the typed chat's is a popover its control opens (global.css, .chat-panel), in the page's HTML
 * from the start, shown by CSS while client:on holds a press for the island, and one while it runs.
 */
export function PanelFrame({
  id,
  titleId,
  dialog,
  panelRef,
  testId,
  grid,
  open,
  children,
}: {
  id?: string | undefined;
  titleId: string;
  dialog?: boolean | undefined;
  panelRef?: Ref<HTMLElement> | undefined;
  testId: string;
  /** Its place: the typed chat's popover, or a call's place in the floating control's grid (global.css, .conversation-grid). */
  grid: 'chat' | 'voice';
  /**
   * The typed chat's panel shown or hidden by the island where the browser has no popovers (else its
   * popover is shown and hidden, panel-popover.ts); undefined in the page's own HTML.
   */
  open?: boolean | undefined;
  children: ReactNode;
}) {
  const chat = grid === 'chat';
  return (
    <section
      id={id}
      ref={panelRef}
      role={dialog ? 'dialog' : undefined}
      aria-labelledby={titleId}
      // Closed, it is hidden like any popover; opened, it is drawn in the page's top layer.
      popover={chat ? 'manual' : undefined}
      hidden={open === false || undefined}
      data-open={open || undefined}
      // Its words are the chat's, not the page's: kept out of search results' snippets.
      data-nosnippet={chat || undefined}
      className={cx(
        'flex max-h-[min(38rem,calc(100dvh-var(--spacing-header)-6.5rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white text-sm text-slate-800 shadow-xl ring-1 ring-slate-900/10',
        chat ? 'chat-panel' : 'mb-3 [grid-area:voice-panel]',
      )}
      data-testid={testId}
    >
      {children}
    </section>
  );
}
