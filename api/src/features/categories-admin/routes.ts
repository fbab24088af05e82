import {
  ApiErrorSchema,
  CategoryAdminDetailsSchema,
  CategoryDeleteResponseSchema,
  CategoryIdParamsSchema,
  CategorySearchRequestSchema,
  CategorySearchResponseSchema,
  CategoryWriteRequestSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { notFound } from '../../plugins/errors.js';
import type { MailWorker } from '../mail/index.js';
import { createCategory, deleteCategory, getCategoryForAdmin, searchCategories, updateCategory } from './categories-admin.service.js';

const errors = { '4xx': ApiErrorSchema };
const tags = ['categories'];
const security = [{ bearer: [] }];

/** Category administration with the field designer's data (issue #4). */
export const categoriesAdminRoutes: FastifyPluginAsyncTypebox<{ db: Db; config: Config; mailWorker: MailWorker }> = async (app, { db }) => {
  app.post(
    '/v1/categories/search',
    {
      schema: {
        tags,
        summary: 'Search categories (name, description), filter active/inactive, sort and page',
        security,
        body: CategorySearchRequestSchema,
        response: { 200: CategorySearchResponseSchema, ...errors },
      },
      // A search sent with no body at all lists everything, like `{}`.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: app.requirePermission('tickets:categories:view'),
    },
    async (request) => searchCategories(db, request.auth!.organizationId, request.body),
  );

  app.get(
    '/v1/categories/:id',
    {
      schema: { tags, summary: 'A category with all its fields in order', security, params: CategoryIdParamsSchema, response: { 200: CategoryAdminDetailsSchema, ...errors } },
      preHandler: app.requirePermission('tickets:categories:view'),
    },
    async (request) => {
      const category = await getCategoryForAdmin(db, request.auth!.organizationId, request.params.id);
      if (!category) throw notFound();
      return category;
    },
  );

  app.post(
    '/v1/categories',
    {
      schema: { tags, summary: 'Create a category with its fields', security, body: CategoryWriteRequestSchema, response: { 201: CategoryAdminDetailsSchema, ...errors } },
      preHandler: app.requirePermission('tickets:categories:add'),
    },
    async (request, reply) => {
      const category = await createCategory(db, request.auth!.organizationId, request.body);
      return reply.code(201).send(category);
    },
  );

  app.put(
    '/v1/categories/:id',
    {
      schema: {
        tags,
        summary: 'Replace a category and its whole field list (fields with an id are updated, without one created, left out removed)',
        security,
        params: CategoryIdParamsSchema,
        body: CategoryWriteRequestSchema,
        response: { 200: CategoryAdminDetailsSchema, ...errors },
      },
      preHandler: app.requirePermission('tickets:categories:edit'),
    },
    async (request) => {
      const category = await updateCategory(db, request.auth!.organizationId, request.params.id, request.body);
      if (!category) throw notFound();
      return category;
    },
  );

  app.delete(
    '/v1/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category; one that tickets use is deactivated instead, so their history stays readable',
        security,
        params: CategoryIdParamsSchema,
        response: { 200: CategoryDeleteResponseSchema, ...errors },
      },
      preHandler: app.requirePermission('tickets:categories:delete'),
    },
    async (request) => {
      const outcome = await deleteCategory(db, request.auth!.organizationId, request.params.id);
      if (!outcome) throw notFound();
      return outcome;
    },
  );
};
