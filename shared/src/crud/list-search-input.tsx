import { useEffect, useRef, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { SEARCH_QUERY_MAX_LENGTH } from '@switchboard/shared/contracts';

/** Typing settles this long before the list searches. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListSearchInputProps {
  /** The view's search text (the URL is the source of truth: Back or "Clear filters" updates the box). */
  value: string;
  onSearch: (q: string) => void;
  label: string;
  testId?: string;
  width?: number;
}

/** The list's search box: debounced, trimmed, and in step with the URL. */
export function ListSearchInput({ value, onSearch, label, testId, width = 280 }: ListSearchInputProps) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <Input
      data-testid={testId}
      aria-label={label}
      placeholder={label}
      prefix={<SearchOutlined />}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      maxLength={SEARCH_QUERY_MAX_LENGTH}
      style={{ width, maxWidth: '100%' }}
    />
  );
}
