import { api, type RequestConfig, uploadFile } from '@switchboard/shared/client';
import type { OrganizationSettings, OrganizationSettingsWrite } from '@switchboard/shared/contracts';

/** The screen reports its own failures; the global notifier would show them twice. */
const OWN_ERRORS: RequestConfig = { skipErrorNotifier: true };

const PATH = 'organization/settings';
/** Where logo uploads are stored. */
const LOGOS_FOLDER = 'logos';

/** The caller's organisation settings (`features/organization/settings/` of the api). */
export const organizationSettingsApi = {
  async get(): Promise<OrganizationSettings> {
    return (await api.get<OrganizationSettings>(PATH, OWN_ERRORS)).data;
  },
  /** Answers 400 `VALIDATION_FAILED` with `details` naming each wrong field. */
  async save(settings: OrganizationSettingsWrite): Promise<OrganizationSettings> {
    return (await api.put<OrganizationSettings>(PATH, settings, OWN_ERRORS)).data;
  },
  /** The logo: an image the caller uploaded (by file id), or null to remove it. */
  async setLogo(fileId: string | null): Promise<OrganizationSettings> {
    return (await api.put<OrganizationSettings>('organization/logo', { fileId }, OWN_ERRORS)).data;
  },
  /** Uploads the image through the signed-URL flow, then makes it the logo. */
  async uploadLogo(file: File): Promise<OrganizationSettings> {
    const uploaded = await uploadFile(file, { folder: LOGOS_FOLDER, config: OWN_ERRORS });
    return organizationSettingsApi.setLogo(uploaded.fileId);
  },
};
