import { useEffect, useRef, useState } from 'react';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX_LENGTH } from '@switchboard/shared/contracts';
import { KitStyles, useKitTheme } from './kit-look.js';

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

/**
 * The list's search box: debounced, trimmed, and in step with the URL. Drawn plain (antd's input with
 * its search sign and clear button): a list shows it before antd's providers are there. Escape or the
 * clear button empties it at once.
 */
export function ListSearchInput({ value, onSearch, label, testId, width = 280 }: ListSearchInputProps) {
  const { t } = useTranslation('common');
  const mode = useKitTheme();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  const clear = () => {
    setText('');
    latest.current('');
    input.current?.focus();
  };

  return (
    <span className="sb-kit sb-search" data-theme={mode} style={{ width, maxWidth: '100%' }}>
      <KitStyles />
      <SearchOutlined className="sb-search-sign" aria-hidden="true" />
      <input
        ref={input}
        data-testid={testId}
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            clear();
          }
        }}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
      />
      {text ? (
        <button type="button" className="sb-search-clear" aria-label={t('crud.clearSearch')} onClick={clear}>
          <CloseCircleFilled aria-hidden="true" />
        </button>
      ) : null}
    </span>
  );
}
