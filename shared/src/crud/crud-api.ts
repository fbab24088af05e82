import { aheadOfScreen, api } from '@switchboard/shared/client';

/** The types of one administration resource as its routes answer them. */
export interface CrudApiTypes {
  searchRequest: object;
  searchResponse: unknown;
  details: unknown;
  write: object;
  /** What delete answers (204 reads as `undefined`). */
  deleted?: unknown;
}

/** Screens report their own failures: the global notifier would show them twice. */
const OWN_ERRORS = { skipErrorNotifier: true } as const;

/**
 * The calls of an administration resource built on the api's CRUD routes: `POST {path}/search`,
 * `GET {path}/{id}`, `POST {path}`, `PUT {path}/{id}`, `DELETE {path}/{id}` (e.g. `roles`). Errors
 * reject with the API's answer for the screen to show.
 */
export function crudApi<T extends CrudApiTypes>(path: string) {
  const at = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    /** `{path}/{id}`, for the resource's own extra calls. */
    at,
    /** `ahead`: a list's first page asked while its code loads (`earlyAnswer` of the shared client). */
    search: async (body: T['searchRequest'], { ahead = false }: { ahead?: boolean } = {}): Promise<T['searchResponse']> =>
      (await api.post<T['searchResponse']>(`${path}/search`, body, aheadOfScreen(OWN_ERRORS, ahead))).data,
    get: async (id: string): Promise<T['details']> => (await api.get<T['details']>(at(id), OWN_ERRORS)).data,
    create: async (body: T['write']): Promise<T['details']> => (await api.post<T['details']>(path, body, OWN_ERRORS)).data,
    update: async (id: string, body: T['write']): Promise<T['details']> => (await api.put<T['details']>(at(id), body, OWN_ERRORS)).data,
    remove: async (id: string): Promise<T['deleted']> => (await api.delete<T['deleted']>(at(id), OWN_ERRORS)).data,
  };
}

export type CrudApi<T extends CrudApiTypes> = ReturnType<typeof crudApi<T>>;
