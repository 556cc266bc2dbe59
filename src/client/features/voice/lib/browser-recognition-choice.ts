import { useCallback, useState } from 'react';

const KEY = 'solace.browserRecognition';

function stored(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * Whether the person chose their browser's own speech recognition (off until they do: Chrome's
 * sends their voice to Google). Remembered on this device; used only when the server cannot hear.
 */
export function useBrowserRecognitionChoice() {
  const [chosen, setChosen] = useState(stored);
  const choose = useCallback((on: boolean) => {
    setChosen(on);
    try {
      if (on) localStorage.setItem(KEY, 'on');
      else localStorage.removeItem(KEY);
    } catch {
      // Private modes may refuse storage: the choice then lasts for this page only.
    }
  }, []);
  return { chosen, choose };
}
