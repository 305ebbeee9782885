// A list's search box: typed text reaches the URL after the debounce; a change from elsewhere (clear, back) shows.
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';
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
  const lastSent = useRef(value);
  // Searches sent whose address has not shown yet, oldest first. On a slow phone the next pause can send again
  // before the page has drawn the address of the last send: that older search coming back is still our own.
  const pending = useRef<string[]>([]);
  const { pathname } = useLocation();
  // A page the user asked for that is still loading (its code comes lazily; the address changes once it has):
  // the user is leaving this one. Read from the router when the debounce comes due, not from the last render,
  // which on a busy phone may not have drawn the navigation yet.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const leaving = () => {
    const navigation = router?.state.navigation;
    return (
      navigation !== undefined && navigation.state !== 'idle' && navigation.location.pathname !== pathname
    );
  };
  const send = (typed: string) => {
    const now = typed.trim();
    // The user went, or is going, to another page before the debounce caught up: the search was this page's, and
    // sending it now would add it to that page's address, or cancel the page on its way and bring this one back.
    if (window.location.pathname !== pathname || leaving()) return;
    lastSent.current = now;
    if (now !== value) {
      pending.current.push(now);
      onSearch(now);
    }
  };
  // Sends the last text typed once typing pauses. Hiding the box (the phone Filters drawer closing keeps it mounted
  // but stops its effects) sends what is pending at once, so a search typed just before closing is not lost.
  const sendTyped = useDebouncedCallback(send, { delay: SEARCH_DEBOUNCE_MS, flushOnUnmount: true });
  // The URL changed from elsewhere (Clear filters, back button): show it, and drop a send still waiting, which would
  // put the old text back. Our own search coming back through the URL, even one overtaken by a newer send, changes
  // nothing: the box may already hold what was typed after it was sent.
  useEffect(() => {
    const own = pending.current.indexOf(value);
    if (own >= 0) {
      pending.current.splice(0, own + 1);
      return;
    }
    if (value === lastSent.current) return;
    lastSent.current = value;
    pending.current = [];
    sendTyped.cancel();
    setText((current) => (current.trim() === value ? current : value));
  }, [value, sendTyped]);
  return (
    <TextInput
      label={label}
      aria-label={label ? undefined : ariaLabel}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        sendTyped(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        // Enter sends at once.
        if (event.key === 'Enter') {
          sendTyped.cancel();
          send(text);
        }
      }}
      maxLength={100}
      size="sm"
      w={w}
      data-testid={testId}
    />
  );
}
