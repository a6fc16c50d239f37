import { useCallback, useState } from 'react';
import {
  DEFAULT_TRANSLATION,
  isReaderTranslation,
  type ReaderTranslation,
} from '@contract/account-rules.ts';

const KEY = 'lamplight.bible.translation';

function stored(): ReaderTranslation {
  try {
    const value = window.localStorage.getItem(KEY);
    return value && isReaderTranslation(value) ? value : DEFAULT_TRANSLATION;
  } catch {
    return DEFAULT_TRANSLATION;
  }
}

/** A signed-out visitor's translation in the Bible reader: kept in this browser only. */
export function useLocalTranslation(): [ReaderTranslation, (t: ReaderTranslation) => void] {
  const [translation, setTranslation] = useState(stored);
  const choose = useCallback((next: ReaderTranslation) => {
    setTranslation(next);
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // Private browsing: the choice lasts for this page.
    }
  }, []);
  return [translation, choose];
}
