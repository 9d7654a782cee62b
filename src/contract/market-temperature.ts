import { z } from 'zod';
import { t } from './i18n.js';
import { MARKET_STATUSES, SEASON_FACTORS } from './market-temperature-labels.js';

export * from './market-temperature-labels.js';

export const temperatureMessages = {
  levelInvalid: t('Nível deve ser um número inteiro entre 1 e 100'),
  statusInvalid: t('Status do mercado inválido'),
  seasonInvalid: t('Fator sazonal inválido'),
  descriptionMin: t('Descrição deve ter pelo menos 10 caracteres'),
  updated: t('Temperatura do mercado atualizada.'),
  reset: t('Temperatura restaurada para o padrão.'),
  updateFailed: t('Falha ao atualizar temperatura do mercado'),
} as const;

/** GET /api/market-temperature: null when there is no active row (the card hides). */
export const marketTemperatureSchema = z.object({
  temperatureLevel: z.number().int(),
  marketStatus: z.string(),
  description: z.string(),
  seasonFactor: z.string(),
  lastUpdated: z.string(),
});
export type MarketTemperature = z.infer<typeof marketTemperatureSchema>;
export const marketTemperatureAnswerSchema = marketTemperatureSchema.nullable();

/** PUT /api/admin/market-temperature. */
export const updateTemperatureSchema = z.object({
  temperatureLevel: z
    .number({ message: temperatureMessages.levelInvalid })
    .int({ message: temperatureMessages.levelInvalid })
    .min(1, { message: temperatureMessages.levelInvalid })
    .max(100, { message: temperatureMessages.levelInvalid }),
  marketStatus: z.enum(MARKET_STATUSES, { message: temperatureMessages.statusInvalid }),
  description: z
    .string({ message: temperatureMessages.descriptionMin })
    .trim()
    .min(10, { message: temperatureMessages.descriptionMin })
    .max(500),
  seasonFactor: z.enum(SEASON_FACTORS, { message: temperatureMessages.seasonInvalid }),
});
export type UpdateTemperatureInput = z.input<typeof updateTemperatureSchema>;

export const temperatureSavedSchema = z.object({ temperature: marketTemperatureSchema, message: z.string() });

export const temperatureChangeSchema = z.object({
  id: z.number().int(),
  temperatureLevel: z.number().int(),
  marketStatus: z.string(),
  seasonFactor: z.string(),
  description: z.string(),
  action: z.string(),
  changedAt: z.string(),
  changedByName: z.string().nullable(),
});
export type TemperatureChange = z.infer<typeof temperatureChangeSchema>;
export const temperatureHistorySchema = z.object({ items: z.array(temperatureChangeSchema) });

/**
 * GET /api/admin/market-temperature/suggestion: the last 7 days of real listings. New listings are
 * supply, listings marked rented or sold are demand met; the level is the demand's share.
 */
export const temperatureSuggestionSchema = z.object({
  days: z.number().int(),
  newListings: z.number().int(),
  rentedOrSold: z.number().int(),
  /** null when the week had no movement: nothing to suggest. */
  temperatureLevel: z.number().int().nullable(),
  marketStatus: z.string().nullable(),
});
export type TemperatureSuggestion = z.infer<typeof temperatureSuggestionSchema>;
