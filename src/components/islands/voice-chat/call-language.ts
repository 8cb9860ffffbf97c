/** A call's language: the one it started in, the languages its voice speaks, and a choice made while it connected. */
import { languageSwitchNote } from '~/agent/languages';

/**
 * What a call's agent is told when the visitor chooses, on the website, a language the call's voice
 * cannot speak: the call goes on as it is, and the agent offers writing or a call in that language.
 * (Here, not beside languageSwitchNote, which the typed chat's code needs too: it is the call's alone.)
 */
export const unspokenLanguageNote = (code: string) =>
  `The visitor chose the language ${code} on the website, which this call's voice cannot speak: do not switch. Say so kindly in the language you are speaking, and offer to go on in writing in it (the chat, once the call ends) or to start the call again in it.`;

export class CallLanguage {
  private language: string | null = null;
  /** The codes the call hears and speaks; undefined when the page does not know (every language, then). */
  private speaks: readonly string[] | undefined;
  private kept: string | undefined;

  /** The SDK is asked for a call in `language`, which hears and speaks `speaks`. */
  begin(language: string | null, speaks: readonly string[] | undefined): void {
    this.language = language;
    this.speaks = speaks;
    this.kept = undefined;
  }

  /** The visitor chose `language` while the call connects: told once it is live. */
  keep(language: string): void {
    this.kept = language;
  }

  /** The choice kept while the call connected, once. */
  takeKept(): string | undefined {
    const { kept } = this;
    this.kept = undefined;
    return kept;
  }

  /**
   * What the live call's agent is told of the visitor's choice of `language`: a switch where the call
   * speaks it, else that it cannot (the call goes on in its language); nothing when nothing changed.
   */
  noteFor(language: string): string | undefined {
    if (language === this.language) return undefined;
    if (this.speaks && !this.speaks.includes(language)) return unspokenLanguageNote(language);
    this.language = language;
    return languageSwitchNote(language);
  }
}
