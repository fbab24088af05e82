import { api } from '@switchboard/shared/client';
import type { AuditSearchRequest, AuditSearchResponse } from '@switchboard/shared/contracts';

/** The audit log (`features/organization/audit/` of the api); the list reports its own failures. */
export const auditApi = {
  async search(body: AuditSearchRequest): Promise<AuditSearchResponse> {
    return (await api.post<AuditSearchResponse>('audit/search', body, { skipErrorNotifier: true })).data;
  },
};
