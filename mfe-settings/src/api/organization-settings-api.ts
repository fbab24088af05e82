import type { AxiosRequestConfig } from 'axios';
import { api } from '@switchboard/shared/client';
import type { OrganizationSettings, OrganizationSettingsWrite } from '@switchboard/shared/contracts';

/** The screen reports its own failures; the global notifier would show them twice. */
const OWN_ERRORS: AxiosRequestConfig = { skipErrorNotifier: true };

const PATH = 'organization/settings';

/** The caller's organisation settings (`features/organization/settings/` of the api). */
export const organizationSettingsApi = {
  async get(): Promise<OrganizationSettings> {
    return (await api.get<OrganizationSettings>(PATH, OWN_ERRORS)).data;
  },
  /** Answers 400 `VALIDATION_FAILED` with `details` naming each wrong field. */
  async save(settings: OrganizationSettingsWrite): Promise<OrganizationSettings> {
    return (await api.put<OrganizationSettings>(PATH, settings, OWN_ERRORS)).data;
  },
};
