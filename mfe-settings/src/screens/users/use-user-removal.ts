import { useTranslation } from 'react-i18next';
import { errorCodeOf, useFeedback } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { usersApi } from './users-api';

/**
 * Removing users from the list or the details page, with the feedback both show: how many were
 * removed and how many open tickets lost their assignee, or why nothing was removed.
 */
export function useUserRemoval() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const feedback = useFeedback();

  const refused = (error: unknown) => {
    // The only CONFLICT of a removal: the caller among the users.
    if (errorCodeOf(error) === 'CONFLICT') feedback.error({ title: t('users.removeFailed'), description: t('users.removeRefusedSelf') });
    else feedback.failed(error, t('users.removeFailed'));
  };

  return {
    /** All or none; false when nothing was removed (the reason is toasted). */
    async removeMany(ids: string[]): Promise<boolean> {
      try {
        const result = await usersApi.removeMany({ ids });
        feedback.success(t('users.removedMany', { count: result.removed, tickets: result.unassignedTickets }));
        return true;
      } catch (error) {
        refused(error);
        return false;
      }
    },
    /** The answer's count of unassigned tickets; throws after toasting the reason. */
    async removeOne(id: string): Promise<number> {
      try {
        return (await usersApi.remove(id)).unassignedTickets;
      } catch (error) {
        refused(error);
        throw error;
      }
    },
  };
}
