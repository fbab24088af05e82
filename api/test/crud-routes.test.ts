import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import fastifySwagger from '@fastify/swagger';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { crudPermissions, listResponseSchema, searchRequestSchema } from '@switchboard/shared/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { registerCrudRoutes } from '../src/crud/register-crud-routes.js';
import { uniqueConflict } from '../src/crud/unique-conflict.js';
import { rowCount } from '../src/db/search.js';
import { authenticationPlugin } from '../src/features/auth/index.js';
import { errorsPlugin } from '../src/plugins/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createOrganization } from './hub-fixtures.js';

// The CRUD route helper on its own: a throwaway "label" resource kept in the categories table (for
// its real per-organisation unique name), served by an app that has nothing but these routes.

const LabelSchema = Type.Object({ id: Type.String(), name: Type.String() });
const LabelWriteSchema = Type.Object({ name: Type.String({ minLength: 1, maxLength: 50 }) }, { additionalProperties: false });
const LabelSearchRequestSchema = searchRequestSchema({ sortFields: ['name'] as const, filters: Type.Object({}, { additionalProperties: false }) });
const LabelSearchResponseSchema = listResponseSchema(LabelSchema);

let app: FastifyInstance;
let viewer: TestAgent;
let editor: TestAgent;
let stranger: TestAgent;
let foreignId: string;

const t = testAppForSuite({}, {}, async () => {
  const db = t.app.db;
  app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  await app.register(errorsPlugin);
  await app.register(authenticationPlugin, { db, jwtSecret: t.config.jwtSecret });
  await app.register(fastifySwagger, { openapi: { openapi: '3.1.0', info: { title: 'crud', version: '1' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } } });
  await app.register(async (scoped) => {
    registerCrudRoutes(scoped.withTypeProvider<TypeBoxTypeProvider>(), {
      path: '/labels',
      tag: 'labels',
      permissions: crudPermissions('tickets:categories'),
      summaries: { search: 'Search labels', get: 'A label', create: 'Create a label', update: 'Rename a label', delete: 'Delete a label' },
      schemas: { searchRequest: LabelSearchRequestSchema, searchResponse: LabelSearchResponseSchema, details: LabelSchema, write: LabelWriteSchema },
      uniqueConstraints: { categories_org_name_key: { field: '/name', message: 'is already used by another label' } },
      service: {
        search: async (scope) => {
          const own = db.selectFrom('categories').where('organization_id', '=', scope.organizationId);
          const rows = await own.select(['id', 'name']).orderBy('name').execute();
          return { entities: rows, totalCount: Number((await own.select(rowCount).executeTakeFirstOrThrow()).n) };
        },
        get: (scope, id) => db.selectFrom('categories').select(['id', 'name']).where('id', '=', id).where('organization_id', '=', scope.organizationId).executeTakeFirst(),
        create: (scope, body) => db.insertInto('categories').values({ organization_id: scope.organizationId, name: body.name }).returning(['id', 'name']).executeTakeFirstOrThrow(),
        update: (scope, id, body) =>
          db.updateTable('categories').set({ name: body.name }).where('id', '=', id).where('organization_id', '=', scope.organizationId).returning(['id', 'name']).executeTakeFirst(),
        delete: async (scope, id) => ((await db.deleteFrom('categories').where('id', '=', id).where('organization_id', '=', scope.organizationId).executeTakeFirst()).numDeletedRows > 0n ? true : undefined),
      },
    });
  });
  await app.ready();

  viewer = await createAgent(t, ['tickets:categories:view']);
  editor = await createAgent(t, ['tickets:categories:view', 'tickets:categories:add', 'tickets:categories:edit', 'tickets:categories:delete']);
  const otherOrganization = await createOrganization(t, 'Labels elsewhere');
  stranger = await createAgent(t, ['tickets:categories:add'], { organizationId: otherOrganization });
  foreignId = (await call('POST', '/labels', stranger, { name: 'Theirs' })).json().id;
});

after(async () => {
  await app?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, agent: TestAgent | null, payload?: object) =>
  app.inject({ method, url, headers: agent ? bearer(agent.token) : {}, ...(payload ? { payload } : {}) });

describe('registerCrudRoutes', () => {
  test('every operation checks its permission: 401 without a token, 403 FORBIDDEN without the permission', async () => {
    const mine = (await call('POST', '/labels', editor, { name: 'Permission check' })).json().id as string;
    const operations = [
      { method: 'POST', url: '/labels/search', body: {}, viewerMay: true },
      { method: 'GET', url: `/labels/${mine}`, viewerMay: true },
      { method: 'POST', url: '/labels', body: { name: 'By a viewer' }, viewerMay: false },
      { method: 'PUT', url: `/labels/${mine}`, body: { name: 'Renamed by a viewer' }, viewerMay: false },
      { method: 'DELETE', url: `/labels/${mine}`, viewerMay: false },
    ] as const;
    for (const operation of operations) {
      const body = 'body' in operation ? operation.body : undefined;
      assert.equal((await call(operation.method, operation.url, null, body)).statusCode, 401, `${operation.method} ${operation.url}`);
      const asViewer = await call(operation.method, operation.url, viewer, body);
      if (operation.viewerMay) assert.equal(asViewer.statusCode, 200, `${operation.method} ${operation.url}: ${asViewer.body}`);
      else {
        assert.equal(asViewer.statusCode, 403, `${operation.method} ${operation.url}`);
        assert.equal(asViewer.json().code, 'FORBIDDEN');
      }
    }
    assert.equal((await call('GET', `/labels/${mine}`, editor)).json().name, 'Permission check');
  });

  test('create answers 201, a duplicate name 409 CONFLICT naming the field, on create and on update', async () => {
    const created = await call('POST', '/labels', editor, { name: 'Label alpha' });
    assert.equal(created.statusCode, 201, created.body);
    const duplicate = await call('POST', '/labels', editor, { name: 'Label alpha' });
    assert.equal(duplicate.statusCode, 409);
    assert.equal(duplicate.json().code, 'CONFLICT');
    assert.deepEqual(duplicate.json().details, [{ field: '/name', message: 'is already used by another label' }]);
    const other = (await call('POST', '/labels', editor, { name: 'Label beta' })).json().id as string;
    const renamed = await call('PUT', `/labels/${other}`, editor, { name: 'Label alpha' });
    assert.equal(renamed.statusCode, 409);
    assert.equal(renamed.json().code, 'CONFLICT');
    // Another organisation may use the same name.
    assert.equal((await call('POST', '/labels', stranger, { name: 'Label alpha' })).statusCode, 201);
  });

  test("another organisation's id is 404 NOT_FOUND for get, update and delete, and stays as it was", async () => {
    for (const [method, payload] of [['GET'], ['PUT', { name: 'Hijacked' }], ['DELETE']] as const) {
      const response = await call(method, `/labels/${foreignId}`, editor, payload);
      assert.equal(response.statusCode, 404, `${method}: ${response.body}`);
      assert.equal(response.json().code, 'NOT_FOUND');
    }
    const row = await t.app.db.selectFrom('categories').select('name').where('id', '=', foreignId).executeTakeFirst();
    assert.equal(row?.name, 'Theirs');
    const search = (await call('POST', '/labels/search', editor)).json() as { entities: { id: string }[] };
    assert.ok(!search.entities.some((label) => label.id === foreignId));
  });

  test('the schemas check requests, and delete without a `deleted` schema answers 204', async () => {
    const invalid = await call('POST', '/labels', editor, { name: '', colour: 'red' });
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.json().code, 'VALIDATION_FAILED');
    assert.equal((await call('GET', '/labels/not-a-uuid', editor)).statusCode, 400);
    const id = (await call('POST', '/labels', editor, { name: 'Short-lived' })).json().id as string;
    const deleted = await call('DELETE', `/labels/${id}`, editor);
    assert.equal(deleted.statusCode, 204);
    assert.equal(deleted.body, '');
    assert.equal((await call('GET', `/labels/${id}`, editor)).statusCode, 404);
  });

  test('the OpenAPI document shows each operation with its tag, security, request and answer schemas', () => {
    const document = app.swagger() as unknown as { paths: Record<string, Record<string, { tags?: string[]; security?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> }>> };
    assert.deepEqual(Object.keys(document.paths).sort(), ['/labels', '/labels/search', '/labels/{id}']);
    assert.deepEqual(Object.keys(document.paths['/labels/{id}']!).sort(), ['delete', 'get', 'put']);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        assert.deepEqual(operation.tags, ['labels'], `${method} ${path}`);
        assert.deepEqual(operation.security, [{ bearer: [] }], `${method} ${path}`);
        assert.ok(operation.responses['4XX'] ?? operation.responses['4xx'], `${method} ${path} documents its errors`);
      }
    }
    assert.ok(document.paths['/labels']!.post!.requestBody);
    assert.ok(document.paths['/labels']!.post!.responses['201']);
    assert.ok(document.paths['/labels/{id}']!.delete!.responses['204']);
  });
});

describe('uniqueConflict', () => {
  const constraints = { things_org_name_key: { field: '/name', message: 'is taken' }, things_org_code_key: { field: '/code', message: 'is taken' } };

  test('names the field of the violated constraint; a driver that names none counts as the first', () => {
    assert.deepEqual(uniqueConflict({ code: '23505', constraint: 'things_org_code_key' }, constraints)?.details, [{ field: '/code', message: 'is taken' }]);
    assert.deepEqual(uniqueConflict({ code: '23505' }, constraints)?.details, [{ field: '/name', message: 'is taken' }]);
    assert.equal(uniqueConflict({ code: '23505' }, constraints)?.statusCode, 409);
  });

  test('leaves other errors and other constraints alone', () => {
    assert.equal(uniqueConflict({ code: '23505', constraint: 'other_key' }, constraints), undefined);
    assert.equal(uniqueConflict({ code: '23505', constraint: 'toString' }, constraints), undefined);
    assert.equal(uniqueConflict({ code: '23503' }, constraints), undefined);
    assert.equal(uniqueConflict(new Error('boom'), constraints), undefined);
    assert.equal(uniqueConflict(null, constraints), undefined);
  });
});
