/** The conversation panel's frame: its place in the floating control's grid, its size between the header and the controls. */
import type { ReactNode, Ref } from 'react';
import { cx } from '~/lib/class-names';

/**
 * The panel's frame, also drawn on its own (with "Opening…") while the typed chat's code arrives
 * after an early press. It fits between the fixed header and the row of controls however short the
 * screen; the transcript scrolls inside it.
 */
export function PanelFrame({
  id,
  titleId,
  dialog,
  panelRef,
  testId,
  grid,
  children,
}: {
  id?: string | undefined;
  titleId: string;
  dialog?: boolean | undefined;
  panelRef?: Ref<HTMLElement> | undefined;
  testId: string;
  /** Its place in the floating control's grid (global.css, .conversation-grid). */
  grid: 'chat' | 'voice';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      ref={panelRef}
      role={dialog ? 'dialog' : undefined}
      aria-labelledby={titleId}
      className={cx(
        'mb-3 flex max-h-[min(38rem,calc(100dvh-var(--spacing-header)-6.5rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white text-sm text-slate-800 shadow-xl ring-1 ring-slate-900/10',
        grid === 'chat' ? '[grid-area:chat-panel]' : '[grid-area:voice-panel]',
      )}
      data-testid={testId}
    >
      {children}
    </section>
  );
}
