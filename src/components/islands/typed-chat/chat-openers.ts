/**
 * Links elsewhere on the page that open the typed chat (the hero's, a home's "Book a showing", the offer
 * to be told of a home): they work without JavaScript; client:on holds their presses until the chat runs.
 */
import type { ChatText } from '~/schemas/chat-text';

/** Marks an opener; its value names the request it puts in the text box (`ChatRequest['kind']`), if any. */
export const CHAT_OPENER_ATTRIBUTE = 'data-opens-chat';
/** A home's card: its address as the page writes it, which the showing's request of a link in it names. */
export const HOME_ADDRESS_ATTRIBUTE = 'data-home-address';

/**
 * The call's transcript (its captions): during a call an opener's request goes into the call as the
 * visitor's line, and an opener with none (the hero's) takes focus there, to the conversation that is on.
 */
export const CALL_TRANSCRIPT_ID = 'call-transcript';

/** A request an opener puts in the text box: its words (`ChatText['requests']`) and a showing's home. */
export interface ChatRequest {
  kind: keyof ChatText['requests'];
  address: string;
}
