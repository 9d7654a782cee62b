import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../contract/common.js';
import {
  temperatureHistorySchema,
  temperatureSavedSchema,
  temperatureSuggestionSchema,
  updateTemperatureSchema,
} from '../../contract/market-temperature.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** Admin tab Temperatura do Mercado: set, reset, the last changes and the week's suggestion. */
export default async function adminMarketTemperatureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { marketTemperature } = app.services;
  const tags = ['admin'];

  r.put(
    '/api/admin/market-temperature',
    { schema: { tags, body: updateTemperatureSchema, response: { 200: temperatureSavedSchema, ...errors } } },
    async (request) => marketTemperature.update(currentUser(request), request.body),
  );

  r.post(
    '/api/admin/market-temperature/reset',
    { schema: { tags, response: { 200: temperatureSavedSchema, ...errors } } },
    async (request) => marketTemperature.reset(currentUser(request)),
  );

  r.get(
    '/api/admin/market-temperature/history',
    { schema: { tags, response: { 200: temperatureHistorySchema, ...errors } } },
    async () => marketTemperature.history(),
  );

  r.get(
    '/api/admin/market-temperature/suggestion',
    { schema: { tags, response: { 200: temperatureSuggestionSchema, ...errors } } },
    async () => marketTemperature.suggestion(),
  );
}
