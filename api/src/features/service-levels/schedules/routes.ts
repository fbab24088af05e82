import {
  crudPermissions,
  ScheduleDetailsSchema,
  ScheduleHolidayImportRequestSchema,
  ScheduleHolidayImportResponseSchema,
  SchedulePreviewRequestSchema,
  SchedulePreviewResponseSchema,
  ScheduleSearchRequestSchema,
  ScheduleSearchResponseSchema,
  ScheduleWriteRequestSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerCrudRoutes } from '../../../crud/register-crud-routes.js';
import { AppError } from '../../../plugins/errors.js';
import { importHolidays } from './holiday-import.js';
import { previewSchedule } from './schedule-preview.js';
import { createSchedule, deleteSchedule, getSchedule, searchSchedules, updateSchedule } from './schedules.service.js';

const permissions = crudPermissions('organization:schedules');

/** Schedule administration, the editor's preview of a definition, and the holiday import from iCalendar files. */
export const schedulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => (app.config.clock ? app.config.clock() : new Date());

  app.post(
    '/v1/schedules/preview',
    {
      schema: { summary: 'Whether a schedule definition is open at a moment (now by default) and its next open/close moments; nothing is saved', body: SchedulePreviewRequestSchema, response: { 200: SchedulePreviewResponseSchema } },
      preHandler: app.requirePermission(permissions.view),
    },
    async (request) => {
      const from = request.body.from === undefined ? now() : new Date(request.body.from);
      if (Number.isNaN(from.getTime())) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/from', message: 'is not a date and time' }]);
      return previewSchedule(request.body.definition, from);
    },
  );

  app.post(
    '/v1/schedules/holidays/import',
    {
      schema: { summary: 'Holidays from an iCalendar (.ics) text: all-day events, yearly when they repeat every year; timed events are skipped and counted. Nothing is saved', body: ScheduleHolidayImportRequestSchema, response: { 200: ScheduleHolidayImportResponseSchema } },
      // Whoever creates or edits a schedule fills its holidays.
      preHandler: app.requirePermission(permissions.add, permissions.edit),
    },
    async (request) => importHolidays(request.body.ics),
  );

  registerCrudRoutes(app, {
    path: '/v1/schedules',
    tag: 'schedules',
    permissions,
    summaries: {
      search: 'Search schedules by name, sort and page',
      get: 'A schedule: its time zone, weekly open intervals and holidays',
      create: 'Create a schedule (names are unique in the organisation, whatever their case; it must open at least once a week)',
      update: 'Replace a schedule’s name, description, time zone, weekly intervals and holidays',
      delete: 'Delete a schedule no service level policy uses (CONFLICT on /id naming how many do)',
    },
    schemas: {
      searchRequest: ScheduleSearchRequestSchema,
      searchResponse: ScheduleSearchResponseSchema,
      details: ScheduleDetailsSchema,
      write: ScheduleWriteRequestSchema,
    },
    uniqueConstraints: { schedules_org_name_key: { field: '/name', message: 'is already used by another schedule' } },
    service: {
      search: (scope, request) => searchSchedules(app.db, scope.organizationId, request),
      get: (scope, id) => getSchedule(app.db, scope.organizationId, id),
      create: (scope, body) => createSchedule(app.db, scope, body),
      update: (scope, id, body) => updateSchedule(app.db, scope, id, body),
      delete: (scope, id) => deleteSchedule(app.db, scope, id),
    },
  });
};
