import { useEffect } from 'react';

/**
 * Spec §2/§4: an action that opens the login modal first closes every other modal or popup
 * (side menu, user menu, and later the comment and poll modals). They listen for this event.
 */
const CLOSE_MODALS = 'yka:close-modals';

export function closeAllModals() {
  window.dispatchEvent(new Event(CLOSE_MODALS));
}

export function useCloseWithOtherModals(close: () => void) {
  useEffect(() => {
    window.addEventListener(CLOSE_MODALS, close);
    return () => window.removeEventListener(CLOSE_MODALS, close);
  }, [close]);
}
