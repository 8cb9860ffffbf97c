/** `show_contact`: one of the company's contact details as a card in the panel, built from content/site.json. */
import type { ContactMethod } from '~/agent/tool-names';
import { fillTemplate } from '~/lib/placeholders';
import { EmailLink, PhoneLink } from '~/components/islands/shared/ContactLink';
import { pageTool } from '~/components/islands/conversation/page-guide/page-tool';

export const showContact = pageTool<ContactMethod>({
  carryOut({ method }, { setup, text }) {
    const chosen = setup.choices.contactMethods.find((choice) => choice === method);
    if (!chosen || (chosen === 'emergency-line' && !setup.contact.emergencyLine))
      return `"${String(method)}" is not a contact detail the page shows`;
    return {
      kind: 'shown',
      data: chosen,
      announcement: fillTemplate(text.contactShown, { label: text.contactTitles[chosen] }),
    };
  },
  Details: ({ data: method, text, setup: { contact } }) => (
    <section
      aria-label={text.contactTitles[method]}
      className="mt-2 rounded-xl bg-brand-50 p-3 text-slate-800"
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
      {method === 'emergency-line' && contact.emergencyLine && (
        <p className="mt-1">
          {contact.emergencyLine.label}: <PhoneLink phone={contact.emergencyLine.phone} />
        </p>
      )}
      {method === 'service-areas' && (
        <ul className="mt-1 space-y-0.5">
          {contact.serviceAreas.map((area) => (
            <li key={area}>{area}</li>
          ))}
        </ul>
      )}
    </section>
  ),
});
