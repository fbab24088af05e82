import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryDetails, CategorySummary } from '@switchboard/shared/contracts';
import { hubCategoriesApi } from '../../api/hub-api';
import { useHubFeedback } from '../../feedback';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { normaliseFields, type ComplaintField, type RawCategoryField } from '@switchboard/shared/format';

/** Gets the first look at a failed call; true when it dealt with it (e.g. an expired session). */
export type ErrorInterceptor = (error: unknown) => boolean;

/** The categories for the select; a failure toasts and leaves the list empty. */
export function useCategoryList(intercept: ErrorInterceptor) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const feedback = useHubFeedback();
  const [categories, setCategories] = useState<CategorySummary[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // The toast helpers change identity every render; the latest ones are read through refs.
  const messages = useRef({ t, feedback, intercept });
  messages.current = { t, feedback, intercept };

  const load = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    try {
      const list = await hubCategoriesApi.list();
      setCategories(list.entities ?? []);
    } catch (error) {
      const { t: translate, feedback: notify } = messages.current;
      if (messages.current.intercept(error)) return;
      notify.error(notify.describe(error, translate('complaint.fetchCategoriesFailed')));
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { categories, loading, failed, reload: load };
}

export type CategoryFieldsState =
  | { status: 'none' }
  | { status: 'loading'; categoryId: string }
  | { status: 'failed'; categoryId: string }
  | { status: 'ready'; categoryId: string; category: CategoryDetails; fields: ComplaintField[] };

/**
 * The chosen category's fields, normalised. Only the answer for the latest choice counts:
 * switching category quickly must not show the fields of an earlier one.
 */
export function useCategoryFields(onLoaded: (fields: ComplaintField[]) => void, intercept: ErrorInterceptor) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const feedback = useHubFeedback();
  const [state, setState] = useState<CategoryFieldsState>({ status: 'none' });
  const latest = useRef(0);
  const callbacks = useRef({ t, feedback, onLoaded, intercept });
  callbacks.current = { t, feedback, onLoaded, intercept };

  const load = useCallback(async (categoryId: string | null | undefined) => {
    const request = ++latest.current;
    if (!categoryId) {
      setState({ status: 'none' });
      callbacks.current.onLoaded([]);
      return;
    }
    setState({ status: 'loading', categoryId });
    try {
      const category = await hubCategoriesApi.get(categoryId);
      if (request !== latest.current) return;
      const fields = normaliseFields((category.fields ?? []) as RawCategoryField[]);
      setState({ status: 'ready', categoryId, category, fields });
      callbacks.current.onLoaded(fields);
    } catch (error) {
      if (request !== latest.current || callbacks.current.intercept(error)) return;
      const { t: translate, feedback: notify } = callbacks.current;
      notify.error(notify.describe(error, translate('complaint.fetchCategoryFailed')));
      setState({ status: 'failed', categoryId });
      callbacks.current.onLoaded([]);
    }
  }, []);

  return { state, load };
}
