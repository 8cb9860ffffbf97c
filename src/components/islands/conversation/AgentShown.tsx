/**
 * What the agent last showed, in the conversation's panel: a line saying what the page now shows, a
 * button that goes there when the page stayed put for the visitor's sake, or a card with a way to
 * reach us, its links built from content/. The channel's live region announces each; focus never
 * moves.
 */
import type { AgentContact } from '~/lib/conversation-context';
import { fillTemplate } from '~/lib/text';
import type { AgentActionsText } from '~/schemas/agent-actions-text';
import { useConversation } from './conversation';
import type { AgentShown as Shown } from './conversation-state';
import { EmailLink, PhoneLink } from './FailureMessage';
import { bringIntoView, getPageGuideSetup } from './page-guide';

export function AgentShown() {
  const { shown } = useConversation();
  // Something is shown only once the guide is set up, with these words and details.
  const setup = getPageGuideSetup();
  return (
    <div data-testid="agent-shown">
      <p className="text-slate-700">{shown?.announcement}</p>
      {shown?.kind === 'place' && !shown.moved && setup && (
        <button
          type="button"
          onClick={() => bringIntoView(shown.tool, shown.id)}
          className="mt-2 inline-flex min-h-11 items-center rounded-full bg-blue-700 px-4 font-medium text-white hover:bg-blue-800"
        >
          {fillTemplate(setup.text.goTo, { label: shown.label })}
        </button>
      )}
      {shown?.kind === 'contact' && setup && (
        <ContactCard key={shown.serial} shown={shown} text={setup.text} contact={setup.contact} />
      )}
    </div>
  );
}

function ContactCard({
  shown,
  text,
  contact,
}: {
  shown: Extract<Shown, { kind: 'contact' }>;
  text: AgentActionsText;
  contact: AgentContact;
}) {
  const { method } = shown;
  return (
    <section
      aria-label={text.contactTitles[method]}
      className="mt-2 rounded-xl bg-blue-50 p-3 text-slate-800"
      data-testid="agent-contact-card"
    >
      <h3 className="font-semibold text-slate-900 first-letter:uppercase">{text.contactTitles[method]}</h3>
      {method === 'phone' && (
        <p className="mt-1">
          <PhoneLink phone={contact.phone} />
        </p>
      )}
      {method === 'email' && (
        <p className="mt-1">
          <EmailLink email={contact.email} />
        </p>
      )}
      {method === 'hours' && (
        <ul className="mt-1 space-y-0.5">
          {contact.hours.map(({ days, hours }) => (
            <li key={days}>
              {days}: {hours}
            </li>
          ))}
        </ul>
      )}
      {method === 'service-areas' && (
        <ul className="mt-1 space-y-0.5">
          {contact.serviceAreas.map((area) => (
            <li key={area}>{area}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
