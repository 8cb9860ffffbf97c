import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

/** What a disclosure (a button that shows and hides a panel) needs from its component. */
export interface Disclosure {
  /** Whether the panel is shown. */
  open: boolean;
  /** Shows or hides the panel without moving focus. */
  setOpen: (open: boolean) => void;
  /** Flips the panel; the button's click handler. */
  toggle: () => void;
  /** Attach to the toggle button: focus returns here when Escape closes the panel. */
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  /** Attach to the element holding both the button and the panel: clicks outside it close the panel. */
  containerRef: React.RefObject<HTMLDivElement | null>;
  /** Attach as the container's `onBlur`: the panel closes when focus leaves for elsewhere on the page. */
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Open/closed state of a disclosure and the ways to dismiss it: Escape (focus returns to the button),
 * a click outside, and focus moving out. Listeners exist only while the panel is open.
 */
export function useDisclosure(): Disclosure {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);

  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    // A null relatedTarget means focus went nowhere in particular (a click on plain text, another
    // window); the click-outside rule handles the former and the latter should not close anything.
    if (next instanceof Node && !containerRef.current?.contains(next)) setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focused = document.activeElement;
      const focusWasOurs = !focused || focused === document.body || containerRef.current?.contains(focused);
      setOpen(false);
      // Take focus back only from our own panel (or from nowhere): never from another widget.
      if (focusWasOurs) buttonRef.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return { open, setOpen, toggle, buttonRef, containerRef, onBlur };
}
