import type { AxiosRequestConfig } from 'axios';
import { api } from '@switchboard/shared/client';
import type {
  CategoryAdminDetails,
  CategoryDeleteResponse,
  CategorySearchRequest,
  CategorySearchResponse,
  CategoryWriteRequest,
} from '@switchboard/shared/contracts';

/** Screens toast their own errors (see `useTicketsFeedback`): the global notifier would double them. */
const OWN_ERRORS: AxiosRequestConfig = { skipErrorNotifier: true };

const categoryPath = (id: string) => `categories/${encodeURIComponent(id)}`;

/** Category administration: the list and the field designer (issue #4). */
export const categoriesApi = {
  async search(body: CategorySearchRequest): Promise<CategorySearchResponse> {
    return (await api.post<CategorySearchResponse>('categories/search', body, OWN_ERRORS)).data;
  },
  async get(id: string): Promise<CategoryAdminDetails> {
    return (await api.get<CategoryAdminDetails>(categoryPath(id), OWN_ERRORS)).data;
  },
  /** 201 with the category. */
  async create(body: CategoryWriteRequest): Promise<CategoryAdminDetails> {
    return (await api.post<CategoryAdminDetails>('categories', body, OWN_ERRORS)).data;
  },
  /** Replaces the whole field list: fields with `id` are updated, without are created, missing ones removed. */
  async update(id: string, body: CategoryWriteRequest): Promise<CategoryAdminDetails> {
    return (await api.put<CategoryAdminDetails>(categoryPath(id), body, OWN_ERRORS)).data;
  },
  /** Deletes, or deactivates when tickets use the category. */
  async remove(id: string): Promise<CategoryDeleteResponse> {
    return (await api.delete<CategoryDeleteResponse>(categoryPath(id), OWN_ERRORS)).data;
  },
};
