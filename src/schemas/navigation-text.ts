import { z } from 'astro/zod';
import { strictObject, text } from './shared';

/**
 * The header's own words (content/ui/navigation.json). Section link texts are not here: they are each
 * section's `navLabel`, and the phone number, email address and brand come from content/site.json.
 */
export const navigationTextSchema = strictObject({
  /** Name of the navigation landmark that screen readers announce, for example "Main". */
  landmarkLabel: text('landmarkLabel'),
  /** Text of the button that reveals the links placed under it (`navPlacement: more`), for example "More". */
  more: text('more'),
  /** Text of the small-screen menu button; it must contain the word "menu" so voice users can say it. */
  menu: text('menu').regex(/menu/i, {
    error:
      'menu must contain the word "menu" (for example "Menu"): people using voice control say it to open the menu.',
  }),
  /** Text of the desktop link that leads to the contact section, for example "Email". */
  email: text('email'),
  /**
   * What screen readers say for the phone link; `{phone}` is replaced by the number as shown, which
   * must stay in it so the spoken name matches what is on screen. For example "Call {phone}".
   */
  phoneLink: text('phoneLink').includes('{phone}', {
    error: 'phoneLink must contain {phone}, where the number goes, for example "Call {phone}".',
  }),
  /**
   * What screen readers say for the logo link, which goes back to the top; `{brand}` is replaced by the
   * company name shown beside the logo. For example "{brand}, back to top".
   */
  logoLink: text('logoLink').includes('{brand}', {
    error: 'logoLink must contain {brand}, where the company name goes, for example "{brand}, back to top".',
  }),
});

/** The header's words as the island receives them. */
export type NavigationText = z.infer<typeof navigationTextSchema>;
