import { api } from '@switchboard/shared/client';
import { OWN_ERRORS } from './own-errors';

/** The types of one administered resource's calls. */
export interface ResourceTypes {
  details: unknown;
  searchRequest: unknown;
  searchResponse: unknown;
  write: unknown;
  /** What DELETE answers (`void` for a 204). */
  removed: unknown;
}

/**
 * The calls every administered resource of the api has: `POST <base>/search`, `GET|PUT|DELETE <base>/:id`
 * and `POST <base>` (201 with the new resource). Screens toast the errors themselves.
 */
export function resourceApi<Types extends ResourceTypes>(base: string) {
  const pathOf = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    pathOf,
    async search(body: Types['searchRequest']): Promise<Types['searchResponse']> {
      return (await api.post<Types['searchResponse']>(`${base}/search`, body, OWN_ERRORS)).data;
    },
    async get(id: string): Promise<Types['details']> {
      return (await api.get<Types['details']>(pathOf(id), OWN_ERRORS)).data;
    },
    async create(body: Types['write']): Promise<Types['details']> {
      return (await api.post<Types['details']>(base, body, OWN_ERRORS)).data;
    },
    async update(id: string, body: Types['write']): Promise<Types['details']> {
      return (await api.put<Types['details']>(pathOf(id), body, OWN_ERRORS)).data;
    },
    async remove(id: string): Promise<Types['removed']> {
      return (await api.delete<Types['removed']>(pathOf(id), OWN_ERRORS)).data;
    },
  };
}
