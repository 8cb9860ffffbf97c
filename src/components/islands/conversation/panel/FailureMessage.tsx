/**
 * How the conversation says it failed, typed or spoken alike: the channel's message with its `{phone}` as
 * a call link, the email as a second way out, and a dismiss button.
 */
import { cx } from '~/lib/class-names';
import type { ConversationText } from '~/schemas/conversation-text';
import type { Phone } from '~/schemas/site';
import { fillWithNodes } from '~/components/islands/shared/fill-with-nodes';
import { EmailLink, PhoneLink } from '~/components/islands/shared/ContactLink';
import { AlertIcon } from '~/components/islands/shared/icons';
import { CloseButton } from './CloseButton';

/** The floating control's cards: a call's panel and its failure messages share their frame. */
export const floatingCard = 'w-80 max-w-full rounded-2xl bg-white p-4 text-sm text-slate-800 shadow-xl ring-1';

interface FailureMessageProps {
  /** The channel's message; `{phone}` becomes the call link. */
  message: string;
  words: Pick<ConversationText, 'emailFallback' | 'dismissLabel'>;
  phone: Phone;
  email: string;
  onDismiss: () => void;
  testId: string;
  /** Inside a panel, which is the card: no card of its own. */
  embedded?: boolean;
}

/** A failure, for the always-present `role="alert"` region of its channel. */
export function FailureMessage({ message, words, phone, email, onDismiss, testId, embedded }: FailureMessageProps) {
  return (
    <div
      className={cx(
        'flex items-start gap-3',
        embedded ? 'mb-2 rounded-xl bg-red-50 p-3 text-slate-800' : `${floatingCard} mb-3 ring-red-200`,
      )}
      data-testid={testId}
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div className="min-w-0 flex-1 space-y-1">
        <p>{fillWithNodes(message, { phone: <PhoneLink phone={phone} /> })}</p>
        <p>{fillWithNodes(words.emailFallback, { email: <EmailLink email={email} /> })}</p>
      </div>
      <CloseButton label={words.dismissLabel} onClick={onDismiss} className="-m-1 shrink-0" />
    </div>
  );
}
