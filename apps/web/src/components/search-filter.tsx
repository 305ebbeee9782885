// A list's search box: typed text reaches the URL after the debounce; a change from elsewhere (clear, back) shows.
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../lib/constants.ts';

interface SearchFilterProps {
  value: string;
  onSearch: (text: string) => void;
  label?: string;
  /** Use when there is no visible label. */
  ariaLabel?: string;
  placeholder?: string;
  testId?: string;
  w?: React.ComponentProps<typeof TextInput>['w'];
}

export function SearchFilter({
  value,
  onSearch,
  label,
  ariaLabel,
  placeholder,
  testId,
  w,
}: SearchFilterProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(debounced);
  const { pathname } = useLocation();
  // The URL changed from elsewhere (Clear filters, back button): show it. Our own search coming back through the URL
  // changes nothing: the box may already hold what was typed after it was sent.
  useEffect(() => {
    if (value === lastSent.current) return;
    lastSent.current = value;
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);
  // Only a new debounced text that has caught up with the box is sent: clearing the filters is not undone by a stale
  // one, and text sent at once by Enter is not overwritten by the debounce still holding what came before it.
  useEffect(() => {
    if (debounced !== text.trim() || debounced === lastSent.current) return;
    // The user went to another page before the debounce caught up: the search was this page's, and sending it now
    // would add it to that page's address.
    if (window.location.pathname !== pathname) return;
    lastSent.current = debounced;
    if (debounced !== value) onSearch(debounced);
  }, [debounced, text, value, onSearch, pathname]);
  // Enter sends at once.
  const sendNow = () => {
    const now = text.trim();
    lastSent.current = now;
    if (now !== value) onSearch(now);
  };
  return (
    <TextInput
      label={label}
      aria-label={label ? undefined : ariaLabel}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') sendNow();
      }}
      maxLength={100}
      size="sm"
      w={w}
      data-testid={testId}
    />
  );
}
