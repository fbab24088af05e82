import { api } from '@switchboard/shared/client';
import type {
  DivisionDeleteResponse,
  DivisionDetails,
  DivisionOptionListResponse,
  DivisionSearchRequest,
  DivisionSearchResponse,
  DivisionWriteRequest,
} from '@switchboard/shared/contracts';
import { crudApi } from '@switchboard/shared/crud';

/** Screens toast their own errors: the global notifier would show them twice. */
const OWN_ERRORS = { skipErrorNotifier: true };
const divisions = crudApi<{
  searchRequest: DivisionSearchRequest;
  searchResponse: DivisionSearchResponse;
  details: DivisionDetails;
  write: DivisionWriteRequest;
  deleted: DivisionDeleteResponse;
}>('divisions');

/**
 * Division administration (`features/directory/divisions/` of the api). Create and update answer
 * 409 CONFLICT on `/name` for a name in use (whatever its case); delete answers 409
 * HOME_DIVISION_LOCKED for Home and says what moved to Home.
 */
export const divisionsApi = {
  ...divisions,
  /** Every division, Home first: the pick list of the roles card and the user group form. */
  async options(): Promise<DivisionOptionListResponse> {
    return (await api.get<DivisionOptionListResponse>('divisions/options', OWN_ERRORS)).data;
  },
};
