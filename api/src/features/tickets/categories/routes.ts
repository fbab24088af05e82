import {
  crudPermissions,
  CategoryAdminDetailsSchema,
  CategoryDeleteResponseSchema,
  CategoryDetailsSchema,
  CategoryIdParamsSchema,
  CategorySearchRequestSchema,
  CategorySearchResponseSchema,
  CategoryWriteRequestSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { organizationScoped, registerCrudRoutes } from '../../../crud/register-crud-routes.js';
import { bearerSecurity as security } from '../../../plugins/authentication.js';
import { negotiateLocale } from '../../../plugins/error-messages.js';
import { errorResponses as errors, notFound } from '../../../plugins/errors.js';
import { signedInAgent } from '../../auth/authentication.js';
import { createCategory, deleteCategory, getCategoryForAdmin, searchCategories, updateCategory } from './categories-admin.service.js';
import { getActiveCategory } from './category-form.js';

const permissions = crudPermissions('tickets:categories');

/** Category administration with the field designer's data. */
export const categoriesAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The new-ticket form reads a category as a reader sees it; the designer edits the stored texts (GET /:id).
  app.get(
    '/v1/categories/:id/form',
    {
      schema: {
        tags: ['categories'],
        summary: "An active category as a new ticket's form shows it: fields in order, a sample category's untouched texts in the Accept-Language",
        security,
        params: CategoryIdParamsSchema,
        response: { 200: CategoryDetailsSchema, ...errors },
      },
      preHandler: app.requirePermission(permissions.view),
    },
    async (request) => {
      const category = await getActiveCategory(app.db, signedInAgent(request).organizationId, request.params.id, negotiateLocale(request.headers['accept-language']));
      if (!category) throw notFound();
      return category;
    },
  );

  registerCrudRoutes(app, {
    path: '/v1/categories',
    tag: 'categories',
    permissions,
    summaries: {
      search: "Search categories (name, description), filter active/inactive, sort and page; sample categories' untouched texts in the Accept-Language",
      get: 'A category with all its fields in order, as stored (the field designer edits these texts)',
      create: 'Create a category with its fields',
      update: 'Replace a category and its whole field list (fields with an id are updated, without one created, left out removed)',
      delete: 'Delete a category; one that tickets use is deactivated instead, so their history stays readable',
    },
    schemas: {
      searchRequest: CategorySearchRequestSchema,
      searchResponse: CategorySearchResponseSchema,
      details: CategoryAdminDetailsSchema,
      write: CategoryWriteRequestSchema,
      deleted: CategoryDeleteResponseSchema,
    },
    uniqueConstraints: { categories_org_name_key: { field: '/name', message: 'is already used by another category' } },
    service: {
      // The list and every category pick list name the samples in the reader's language.
      search: (scope, request) => searchCategories(app.db, scope.organizationId, request, scope.locale),
      ...organizationScoped(app.db, { get: getCategoryForAdmin, create: createCategory, update: updateCategory, delete: deleteCategory }),
    },
  });
};
