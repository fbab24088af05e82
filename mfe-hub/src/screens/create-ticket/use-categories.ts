import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategorySummary } from '@switchboard/shared/contracts';
import { hubCategoriesApi } from '../../api/hub-api';
import { useHubFeedback } from '../../feedback';
import { HUB_NAMESPACE } from '../../i18n/resources';

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
