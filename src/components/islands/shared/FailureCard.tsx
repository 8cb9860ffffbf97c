/**
 * How a conversation with the agent says it failed: the message, written by editors with a `{phone}`
 * placeholder that becomes a call link, the email as a second way out, and a dismiss button. One
 * component for every failure the floating control shows, voice or typed, so they read and behave alike.
 */
import type { ReactNode } from 'react';
import type { Phone } from '~/schemas/site';
import { fillWithNodes } from './fill-with-nodes';
import { AlertIcon, CloseIcon } from './icons';

/** The floating control's cards: panels and failure messages share their frame. */
export const floatingCard = 'w-80 max-w-full rounded-2xl bg-white p-4 text-sm text-slate-800 shadow-xl ring-1';
export const contactLinkStyle = 'font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-800';

/** The company's phone as a call link, written as visitors read it. */
export const PhoneLink = ({ phone }: { phone: Phone }) => (
  <a href={`tel:${phone.e164}`} className={contactLinkStyle}>
    {phone.display}
  </a>
);

export const EmailLink = ({ email }: { email: string }) => (
  <a href={`mailto:${email}`} className={contactLinkStyle}>
    {email}
  </a>
);

export interface FailureCardProps {
  /** The editor's message; `{phone}` becomes the call link. */
  message: string;
  /** The line under it; `{email}` becomes the email link. */
  emailFallback: string;
  phone: Phone;
  email: string;
  dismissLabel: string;
  onDismiss: () => void;
  /** Anything the failure offers besides (a "Try again" button). */
  children?: ReactNode;
  testId?: string;
  /** Inside a panel: no card of its own, only the message. */
  embedded?: boolean;
}

/** A failure's message, for the always-present `role="alert"` region of its control. */
export function FailureCard({
  message,
  emailFallback,
  phone,
  email,
  dismissLabel,
  onDismiss,
  children,
}: FailureCardProps) {
  return (
    <div className={`${floatingCard} mb-3 flex items-start gap-3 ring-red-200`} data-testid="voice-chat-error">
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div className="min-w-0 flex-1 space-y-1">
        <p>{fillWithNodes(message, { phone: <PhoneLink phone={phone} /> })}</p>
        <p>{fillWithNodes(emailFallback, { email: <EmailLink email={email} /> })}</p>
        {children}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <CloseIcon className="size-5" />
        <span className="sr-only">{dismissLabel}</span>
      </button>
    </div>
  );
}
