import { useEffect, useState, useSyncExternalStore } from 'react';
import { VoiceChatController, type VoiceChatOptions, type VoiceChatState } from './voice-chat-controller';

/**
 * The island's voice call: state for rendering and the actions of the button and panel. The call
 * stops when the island unmounts and when the page is hidden (`pagehide`).
 */
export function useVoiceChat(options: VoiceChatOptions): { state: VoiceChatState; controller: VoiceChatController } {
  // Options are fixed at build time, so one controller for the island's lifetime is enough.
  const [controller] = useState(() => new VoiceChatController(options));
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);

  useEffect(() => {
    const unmount = controller.mount();
    const onPageHide = () => controller.pageHidden();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      unmount();
    };
  }, [controller]);

  return { state, controller };
}
