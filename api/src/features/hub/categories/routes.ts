import { CategoryDetailsSchema, CategoryIdParamsSchema, CategoryListResponseSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { negotiateLocale } from '../../../plugins/error-messages.js';
import { notFound } from '../../../plugins/errors.js';
import { signedInCustomer } from '../accounts/guard.js';
import { getActiveCategory } from '../../tickets/categories/index.js';
import { listActiveCategories } from './categories.service.js';

/** Hub categories (customer token): `v1/client/categories`, `v1/client/categories/{id}`; sample categories' untouched texts in the Accept-Language. */
export const clientCategoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/client/categories',
    {
      schema: { summary: "Active categories of the customer's organisation", response: { 200: CategoryListResponseSchema } },
      preHandler: app.authenticateCustomer,
    },
    async (request) => listActiveCategories(app.db, signedInCustomer(request).organizationId, negotiateLocale(request.headers['accept-language'])),
  );

  app.get(
    '/v1/client/categories/:id',
    {
      schema: { summary: 'A category and its fields, in order', params: CategoryIdParamsSchema, response: { 200: CategoryDetailsSchema } },
      preHandler: app.authenticateCustomer,
    },
    async (request) => {
      const category = await getActiveCategory(app.db, signedInCustomer(request).organizationId, request.params.id, negotiateLocale(request.headers['accept-language']));
      if (!category) throw notFound();
      return category;
    },
  );
};
