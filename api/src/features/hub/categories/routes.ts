import { CategoryDetailsSchema, CategoryIdParamsSchema, CategoryListResponseSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../db/index.js';
import { bearerSecurity } from '../../../plugins/authentication.js';
import { errorResponses as errors, notFound, unauthenticated } from '../../../plugins/errors.js';
import { getActiveCategory, listActiveCategories } from './categories.service.js';

const tags = ['hub categories'];

/** Hub categories (customer token): `v1/client/categories`, `v1/client/categories/{id}`. */
export const clientCategoriesRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/client/categories',
    {
      schema: { tags, summary: "Active categories of the customer's organisation", security: bearerSecurity, response: { 200: CategoryListResponseSchema, ...errors } },
      preHandler: app.authenticateCustomer,
    },
    async (request) => {
      if (!request.customer) throw unauthenticated();
      return listActiveCategories(db, request.customer.organizationId);
    },
  );

  app.get(
    '/v1/client/categories/:id',
    {
      schema: { tags, summary: 'A category and its fields, in order', security: bearerSecurity, params: CategoryIdParamsSchema, response: { 200: CategoryDetailsSchema, ...errors } },
      preHandler: app.authenticateCustomer,
    },
    async (request) => {
      if (!request.customer) throw unauthenticated();
      const category = await getActiveCategory(db, request.customer.organizationId, request.params.id);
      if (!category) throw notFound();
      return category;
    },
  );
};
