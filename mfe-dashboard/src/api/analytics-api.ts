import { aheadOfScreen, api, type RequestConfig } from '@switchboard/shared/client';
import type {
  AgentPickListResponse,
  CategorySearchResponse,
  StatusDashboard,
  StatusDashboardQuery,
  TicketDivisionPickListResponse,
  TrendRequest,
  TrendResponse,
  UserGroupPickListResponse,
} from '@switchboard/shared/contracts';

/** What the trend view asks for. */
export type TrendBody = TrendRequest;

/** Screens show their own errors (a retry panel): the global notifier would show them twice. */
const OWN_ERRORS: RequestConfig = { skipErrorNotifier: true };

/** Pick lists ask for the largest page the API allows. */
const PICK_LIST_SIZE = 100;

/** The dashboards' figures (`features/analytics/` of the api). */
export const analyticsApi = {
  /**
   * `GET analytics/status`: the live figures (analytics:statusDashboard:view). `ahead`: asked while the
   * view's code loads (see `askFirstFigures`).
   */
  async status(query: StatusDashboardQuery, { ahead = false }: { ahead?: boolean } = {}): Promise<StatusDashboard> {
    return (await api.get<StatusDashboard>('analytics/status', aheadOfScreen({ ...OWN_ERRORS, params: query }, ahead))).data;
  },
  /** `POST analytics/trend`: a period's figures and the period before (analytics:trendDashboard:view). */
  async trend(request: TrendBody): Promise<TrendResponse> {
    return (await api.post<TrendResponse>('analytics/trend', request, OWN_ERRORS)).data;
  },
};

/** The pick lists of the filters: the same endpoints the tickets list reads. */
export const lookupsApi = {
  async divisions(): Promise<TicketDivisionPickListResponse> {
    return (await api.get<TicketDivisionPickListResponse>('tickets/divisions', OWN_ERRORS)).data;
  },
  async userGroups(): Promise<UserGroupPickListResponse> {
    return (await api.get<UserGroupPickListResponse>('tickets/usergroups', OWN_ERRORS)).data;
  },
  async categories(): Promise<CategorySearchResponse> {
    return (await api.post<CategorySearchResponse>('categories/search', { pageSize: PICK_LIST_SIZE }, OWN_ERRORS)).data;
  },
  async agents(): Promise<AgentPickListResponse> {
    return (await api.get<AgentPickListResponse>('tickets/assignees', OWN_ERRORS)).data;
  },
};
