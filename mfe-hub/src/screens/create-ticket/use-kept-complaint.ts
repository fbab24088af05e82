import { useEffect, useRef, useState, type RefObject } from 'react';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ApiError } from '@switchboard/shared/client';
import { TOAST_SECONDS } from '../../auth';
import { useHubFeedback } from '../../feedback';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { clearHubSession, hubAuthUrl } from '../../session';
import type { ComplaintField } from '@switchboard/shared/format';
import type { ComplaintFormValues } from './complaint-form';
import { clearDraft, currentCustomer, keepDraft, readDraft, type ComplaintDraft } from './complaint-draft';

/**
 * A refused token (401) signs the customer out to the login, coming back here afterwards.
 * What was typed is kept first, so an expired session never costs the complaint. Returns an error
 * handler: true when it handled the error.
 */
export function useSignInAgainOn401(form: FormInstance<ComplaintFormValues>, fields: RefObject<ComplaintField[]>) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const feedback = useHubFeedback();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (error: unknown): boolean => {
    if ((error as ApiError | null)?.response?.status !== 401) return false;
    keepDraft(form.getFieldsValue(true) as ComplaintFormValues, fields.current);
    clearHubSession();
    feedback.warning(t('complaint.sessionExpired'));
    void navigate(hubAuthUrl(`${pathname}${search}`), { replace: true });
    return true;
  };
}

/**
 * Puts a kept complaint back into the form once, after sign-in. Its category field values go to
 * `pendingFieldValuesRef` until that category's fields arrive. Returns the draft (null when none).
 */
export function useRestoredComplaint(
  form: FormInstance<ComplaintFormValues>,
  loadCategory: (categoryId: string) => Promise<void>,
  pendingFieldValuesRef: RefObject<Record<string, unknown> | null>,
): ComplaintDraft | null {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { notification } = App.useApp();
  // Read only here (render may run twice); removed from storage once applied.
  const [draft] = useState(() => readDraft(currentCustomer()));
  const applied = useRef(false);

  useEffect(() => {
    if (!draft || applied.current) return;
    applied.current = true;
    clearDraft();
    form.setFields([
      { name: 'categoryId', value: draft.categoryId ?? undefined },
      { name: 'title', value: draft.title, touched: true },
      { name: 'description', value: draft.description, touched: true },
      { name: 'priority', value: draft.priority ?? undefined },
    ]);
    pendingFieldValuesRef.current = draft.fields;
    if (draft.categoryId) void loadCategory(draft.categoryId);
    notification.info({ title: t('complaint.draftRestored'), duration: TOAST_SECONDS });
  }, [draft, form, loadCategory, notification, pendingFieldValuesRef, t]);

  return draft;
}
