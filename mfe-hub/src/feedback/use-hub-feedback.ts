import { useTranslation } from 'react-i18next';
import { useFeedback, type Notice } from '@switchboard/shared/crud';
import { HUB_NAMESPACE } from '../i18n/resources';
import { hubErrorOptions } from './hub-error-text';

export type HubNotice = Notice;

/** The kit's toasts and error texts with the hub's wording (`hubErrorOptions`). */
export function useHubFeedback() {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { success, warning, error, describe } = useFeedback(hubErrorOptions(t));
  return { success: (title: string) => success(title), warning: (title: string) => warning(title), error, describe };
}
