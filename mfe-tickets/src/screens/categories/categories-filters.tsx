import { useEffect, useRef, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import type { ActiveFilter, CategoryListQuery } from './category-list-query';

const SEARCH_DEBOUNCE_MS = 300;

export interface CategoriesFiltersProps {
  query: CategoryListQuery;
  onChange: (change: Partial<CategoryListQuery>) => void;
}

/** Search text (debounced) and the active filter; the screen mirrors both in the URL. */
export function CategoriesFilters({ query, onChange }: CategoriesFiltersProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const [text, setText] = useState(query.q);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL is the source of truth: Back or a cleared filter updates the box.
  useEffect(() => {
    setText((current) => (current.trim() === query.q ? current : query.q));
  }, [query.q]);

  useEffect(() => {
    if (text.trim() === query.q) return undefined;
    const timer = setTimeout(() => onChangeRef.current({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query.q]);

  return (
    <Flex gap={8} wrap="wrap" align="center" style={{ marginBottom: 16 }} role="search">
      <Input
        data-testid="categories-search"
        aria-label={t('categories.search')}
        placeholder={t('categories.search')}
        prefix={<SearchOutlined />}
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={200}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Segmented<ActiveFilter>
        data-testid="categories-filter-active"
        aria-label={t('categories.columns.status')}
        value={query.active}
        onChange={(active) => onChange({ active })}
        options={[
          { value: 'all', label: t('categories.filterAll') },
          { value: 'active', label: t('categories.active') },
          { value: 'inactive', label: t('categories.inactive') },
        ]}
      />
    </Flex>
  );
}
