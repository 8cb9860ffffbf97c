/** The round close button of the conversation's panel and of a failure: a 44 px target, named for screen readers. */
import { cx } from '~/lib/class-names';
import { CloseIcon } from '~/components/islands/shared/icons';

export function CloseButton({
  label,
  onClick,
  className,
  popoverTarget,
}: {
  label: string;
  /** Unset where the browser closes its popover itself. */
  onClick: (() => void) | undefined;
  className?: string;
  /** The popover it closes, with no script. */
  popoverTarget?: string | undefined;
}) {
  return (
    <button
      type="button"
      popoverTarget={popoverTarget}
      popoverTargetAction={popoverTarget ? 'hide' : undefined}
      onClick={onClick}
      className={cx(
        'inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        className,
      )}
    >
      <CloseIcon className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
