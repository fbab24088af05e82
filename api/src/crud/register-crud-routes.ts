import { IdParamsSchema, type Locale, type Permission, type ValidationIssue } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import type { AuthContext } from '../features/auth/sessions.service.js';
import { bearerSecurity as security } from '../plugins/authentication.js';
import { negotiateLocale } from '../plugins/error-messages.js';
import { signedInAgent } from '../features/auth/authentication.js';
import { errorResponses as errors, notFound } from '../plugins/errors.js';
import { withUniqueConflicts } from './unique-conflict.js';

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];

/**
 * Whose rows an operation may touch: the signed-in agent's organisation. Services filter every
 * read and write by it, so another organisation's id is simply not found. The agent's name is
 * there for the audit entry a write records; `locale` is the reader's language (Accept-Language), for
 * answers that name seeded things in it.
 */
export type CrudScope = Pick<AuthContext, 'organizationId' | 'userId' | 'name' | 'permissions' | 'clientId'> & { locale?: Locale };

/** The scope of a request to a CRUD route: the signed-in agent and the language they read. */
function scopeOf(request: FastifyRequest): CrudScope {
  return { ...signedInAgent(request), locale: negotiateLocale(request.headers['accept-language']) };
}

/** The schemas of a resource; each becomes part of the OpenAPI document and checks its request or answer. */
export interface CrudSchemas {
  searchRequest: TSchema;
  searchResponse: TSchema;
  /** One row as get, create and update answer it. */
  details: TSchema;
  /** The body of create and update. */
  write: TSchema;
  /** The answer of delete (200); without it delete answers 204 with no body. */
  deleted?: TSchema;
}

type DeletedOf<S extends CrudSchemas> = S['deleted'] extends TSchema ? Static<S['deleted']> : true;

/**
 * What the routes call. `undefined` from get, update or delete means no such row in the caller's
 * organisation (404). Each operation left out has no route.
 */
export interface CrudService<S extends CrudSchemas> {
  search?: (scope: CrudScope, request: Static<S['searchRequest']>) => Promise<Static<S['searchResponse']>>;
  get?: (scope: CrudScope, id: string) => Promise<Static<S['details']> | undefined>;
  create?: (scope: CrudScope, body: Static<S['write']>) => Promise<Static<S['details']>>;
  update?: (scope: CrudScope, id: string, body: Static<S['write']>) => Promise<Static<S['details']> | undefined>;
  /** `false` counts as not found too. */
  delete?: (scope: CrudScope, id: string) => Promise<DeletedOf<S> | undefined | false>;
}

type Operation = 'search' | 'get' | 'create' | 'update' | 'delete';

type OrganizationFunction<D> = (db: D, organizationId: string, ...args: never[]) => unknown;
type ScopedFunctions<D, F> = { [K in keyof F]: F[K] extends (db: D, organizationId: string, ...args: infer A) => infer R ? (scope: CrudScope, ...args: A) => R : never };

/**
 * CRUD operations from service functions written as `(db, organizationId, ...args)`: each call
 * gets the caller's organisation, so every read and write stays inside it.
 */
export function organizationScoped<D, F extends Partial<Record<Operation, OrganizationFunction<D>>>>(db: D, functions: F): ScopedFunctions<D, F> {
  const scoped = Object.entries(functions).map(([operation, work]) => [operation, (scope: CrudScope, ...args: never[]) => (work as OrganizationFunction<D>)(db, scope.organizationId, ...args)]);
  return Object.fromEntries(scoped) as ScopedFunctions<D, F>;
}

export interface CrudResource<S extends CrudSchemas> {
  /** E.g. `/v1/categories`: search is `POST {path}/search`, create `POST {path}`, the rest `{path}/:id`. */
  path: string;
  /** OpenAPI tag of every route. */
  tag: string;
  /** The permission each operation needs, checked on the server before the handler runs. */
  permissions: Record<'view' | 'add' | 'edit' | 'delete', Permission>;
  /** One line per route for the OpenAPI document. */
  summaries: Record<Operation, string>;
  schemas: S;
  service: CrudService<S>;
  /** Unique constraints of the resource's table → the field a 409 CONFLICT names (create and update). */
  uniqueConstraints?: Readonly<Record<string, ValidationIssue>>;
}


/**
 * Registers search, get, create, update and delete of one resource with its permissions, schemas,
 * 404 for a row missing or of another organisation, and 409 on unique violations.
 */
export function registerCrudRoutes<S extends CrudSchemas>(app: TypeboxApp, resource: CrudResource<S>): void {
  const { path, permissions, summaries, schemas, service } = resource;
  const tags = [resource.tag];
  const conflicts = resource.uniqueConstraints ?? {};
  const found = <T>(row: T | undefined | false): T => {
    if (row === undefined || row === false) throw notFound();
    return row;
  };

  const { search, get, create, update } = service;
  const remove = service.delete;
  if (search) {
    app.post(
      `${path}/search`,
      {
        schema: { tags, summary: summaries.search, security, body: schemas.searchRequest, response: { 200: schemas.searchResponse, ...errors } },
        // A search sent with no body at all lists everything, like `{}`.
        preValidation: async (request) => {
          request.body ??= {};
        },
        preHandler: app.requirePermission(permissions.view),
      },
      async (request) => search(scopeOf(request), request.body as Static<S['searchRequest']>),
    );
  }
  if (get) {
    app.get(
      `${path}/:id`,
      {
        schema: { tags, summary: summaries.get, security, params: IdParamsSchema, response: { 200: schemas.details, ...errors } },
        preHandler: app.requirePermission(permissions.view),
      },
      async (request) => found(await get(scopeOf(request), request.params.id)),
    );
  }
  if (create) {
    app.post(
      path,
      {
        schema: { tags, summary: summaries.create, security, body: schemas.write, response: { 201: schemas.details, ...errors } },
        preHandler: app.requirePermission(permissions.add),
      },
      async (request, reply) => {
        const created = await withUniqueConflicts(conflicts, () => create(scopeOf(request), request.body as Static<S['write']>));
        return reply.code(201).send(created);
      },
    );
  }
  if (update) {
    app.put(
      `${path}/:id`,
      {
        schema: { tags, summary: summaries.update, security, params: IdParamsSchema, body: schemas.write, response: { 200: schemas.details, ...errors } },
        preHandler: app.requirePermission(permissions.edit),
      },
      async (request) => found(await withUniqueConflicts(conflicts, () => update(scopeOf(request), request.params.id, request.body as Static<S['write']>))),
    );
  }
  if (remove) {
    const deleted = schemas.deleted;
    const responses: Record<string, TSchema> = deleted ? { 200: deleted, ...errors } : { 204: Type.Null(), ...errors };
    app.delete(
      `${path}/:id`,
      {
        schema: { tags, summary: summaries.delete, security, params: IdParamsSchema, response: responses },
        preHandler: app.requirePermission(permissions.delete),
      },
      async (request, reply) => {
        const outcome = found(await remove(scopeOf(request), request.params.id));
        return deleted ? outcome : reply.code(204).send(null);
      },
    );
  }
}
