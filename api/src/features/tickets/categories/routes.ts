import {
  crudPermissions,
  CategoryAdminDetailsSchema,
  CategoryDeleteResponseSchema,
  CategorySearchRequestSchema,
  CategorySearchResponseSchema,
  CategoryWriteRequestSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { organizationScoped, registerCrudRoutes } from '../../../crud/register-crud-routes.js';
import { createCategory, deleteCategory, getCategoryForAdmin, searchCategories, updateCategory } from './categories-admin.service.js';

/** Category administration with the field designer's data. */
export const categoriesAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    path: '/v1/categories',
    tag: 'categories',
    permissions: crudPermissions('tickets:categories'),
    summaries: {
      search: 'Search categories (name, description), filter active/inactive, sort and page',
      get: 'A category with all its fields in order',
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
    service: organizationScoped(app.db, { search: searchCategories, get: getCategoryForAdmin, create: createCategory, update: updateCategory, delete: deleteCategory }),
  });
};
