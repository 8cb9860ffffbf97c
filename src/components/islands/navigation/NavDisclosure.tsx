import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Disclosure } from './useDisclosure';

interface NavDisclosureProps {
  /** False for the server HTML and the hydration pass; true once the island runs. */
  enhanced: boolean;
  /** State and dismissal handlers from `useDisclosure`. */
  disclosure: Disclosure;
  /** Id of the panel, referenced by the button's `aria-controls`. */
  panelId: string;
  /** Class of the outer element (the `<details>`, later a `<div>`). */
  className: string;
  /** Class of the toggle (the `<summary>`, later a `<button>`); it is also a Tailwind `group`. */
  toggleClassName: string;
  /** Class of the panel. */
  panelClassName: string;
  /** Content of the toggle: its visible text and icon. */
  toggle: ReactNode;
  /** Content of the panel. */
  children: ReactNode;
}

/**
 * A toggle and the panel it shows. Without JavaScript it is a native `<details>`/`<summary>`, which
 * opens and closes on its own. Once the island runs it becomes a `<button aria-expanded
 * aria-controls>` and a panel, with Escape, click-outside and focus-out handled by `useDisclosure`.
 * Both forms share their classes, so the swap does not move anything on screen.
 */
export function NavDisclosure({
  enhanced,
  disclosure,
  panelId,
  className,
  toggleClassName,
  panelClassName,
  toggle,
  children,
}: NavDisclosureProps) {
  const detailsRef = useRef<HTMLDetailsElement | null>(null);
  const summaryRef = useRef<HTMLElement | null>(null);
  /** The summary had focus when the island took over: the button that replaces it gets it. */
  const summaryHadFocus = useRef(false);
  const { open, setOpen, toggle: toggleOpen, buttonRef, containerRef, onBlur } = disclosure;

  // A visitor may open the <details> before hydration finishes (the island hydrates on their first
  // pointer press, which may be this very toggle); keep it open, and focused, across the swap.
  // (Child effects run before the parent's, so this reads the <details> before it is replaced.)
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
    summaryHadFocus.current = summaryRef.current !== null && document.activeElement === summaryRef.current;
  }, [setOpen]);
  useLayoutEffect(() => {
    if (!enhanced || !summaryHadFocus.current) return;
    summaryHadFocus.current = false;
    buttonRef.current?.focus();
  }, [enhanced, buttonRef]);

  if (!enhanced) {
    return (
      // The visitor may already have toggled `open` natively; that is expected, not a mismatch.
      <details ref={detailsRef} className={className} suppressHydrationWarning>
        <summary
          ref={summaryRef}
          className={`${toggleClassName} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          {toggle}
        </summary>
        <div id={panelId} className={panelClassName}>
          {children}
        </div>
      </details>
    );
  }

  return (
    <div ref={containerRef} className={className} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`${toggleClassName} cursor-pointer`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggleOpen}
      >
        {toggle}
      </button>
      <div id={panelId} className={panelClassName} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
