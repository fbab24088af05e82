import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CategoryAdminSummary } from '@switchboard/shared/contracts';
import { useFeedback, useOnceOnMount } from '@switchboard/shared/crud';
import { categoriesApi } from '../../api/categories-api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

// Apart from the categories list, which draws plain: the confirmation and the toasts that tell how the
// deletion went are antd's, fetched when the agent first reaches for a row's delete button.

/**
 * Asks before deleting `category`, then deletes it and says so. A category tickets use is deactivated
 * instead: those tickets keep it. `onClose(changed)` once the confirmation has gone.
 */
export function CategoryDelete({ category, onClose }: { category: CategoryAdminSummary; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const { modal } = App.useApp();
  const feedback = useFeedback();
  useOnceOnMount(() => {
    const deactivates = category.ticketCount > 0;
    let changed = false;
    modal.confirm({
      title: t('categories.deleteTitle', { name: category.name }),
      content: <span data-testid="category-delete-text">{deactivates ? t('categories.deleteWillDeactivate', { count: category.ticketCount }) : t('categories.deleteWillDelete')}</span>,
      okText: deactivates ? t('categories.deactivate') : t('categories.delete'),
      okButtonProps: { danger: true, ...{ 'data-testid': 'category-delete-confirm' } },
      cancelText: t('categories.cancel'),
      onOk: async () => {
        try {
          const answer = await categoriesApi.remove(category.id);
          if (answer.outcome === 'deactivated') feedback.success(t('categories.deactivated', { name: category.name }), t('categories.deactivatedDetail', { count: answer.ticketCount }));
          else feedback.success(t('categories.deleted', { name: category.name }));
          changed = true;
        } catch (error) {
          feedback.failed(error, t('categories.deleteFailed'));
        }
      },
      afterClose: () => onClose(changed),
    });
  });
  return null;
}
