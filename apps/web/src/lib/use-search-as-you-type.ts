import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** How long typing rests before a list searches for what was typed. */
export const searchDelayMs = 300;

/**
 * A list's search box that searches as the user types: `onSearch` gets the trimmed text once
 * typing rests for `searchDelayMs`, or at once on `submit` (Enter). `committed` is the search the
 * list shows (from the URL); when it changes elsewhere (back, clear) the box follows it.
 */
export function useSearchAsYouType(committed: string, onSearch: (value: string) => void) {
  const [text, setText] = useState(committed);
  const [debounced] = useDebouncedValue(text, searchDelayMs);
  const handler = useRef(onSearch);
  handler.current = onSearch;
  // What this box asked for last: when the list arrives at it, the user may be typing on — keep their text.
  const sent = useRef(committed);
  const search = (value: string) => {
    sent.current = value;
    handler.current(value);
  };

  useEffect(() => {
    if (committed !== sent.current) setText(committed);
    sent.current = committed;
  }, [committed]);
  useEffect(() => {
    // Only a settled text searches: right after the box followed `committed`, the old debounced value does not.
    if (debounced === text && debounced.trim() !== committed) search(debounced.trim());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when typing settles, not on every keystroke
  }, [debounced]);

  const submit = () => {
    if (text.trim() !== committed) search(text.trim());
  };
  return { text, setText, submit };
}
