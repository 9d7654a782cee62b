import {
  BAND_STATUS,
  bandOf,
  type MarketTemperature,
  temperatureMessages as msg,
  TEMPERATURE_DEFAULTS,
  type TemperatureSuggestion,
} from '../../contract/market-temperature.js';
import type { AccountRentalsService } from '../account-rentals/account-rentals.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db, DbOrTx } from '../db/client.js';
import { createMarketTemperatureRepository, type TemperatureValues } from './market-temperature.repository.js';

export interface MarketTemperatureDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  accountRentals: Pick<AccountRentalsService, 'weekFigures'>;
  now?: () => Date;
}

/** Days of listings behind the suggestion. */
export const SUGGESTION_DAYS = 7;
const HISTORY_SIZE = 10;

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createMarketTemperatureRepository>['current']>>>;
const toView = (r: Row): MarketTemperature => ({
  temperatureLevel: r.temperatureLevel,
  marketStatus: r.marketStatus,
  description: r.description,
  seasonFactor: r.seasonFactor,
  lastUpdated: r.lastUpdated.toISOString(),
});

/**
 * The level the week's real listings point to: listings marked rented or sold are demand met, new
 * listings are supply; the level is demand's share of the movement (all rented → 100, none → 1).
 */
export function suggestLevel(created: number, gone: number): number | null {
  if (created + gone === 0) return null;
  return Math.min(100, Math.max(1, Math.round((100 * gone) / (created + gone))));
}

export function createMarketTemperatureService(deps: MarketTemperatureDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date(Date.now()));
  const repo = createMarketTemperatureRepository(db);

  /** The one way an admin write reaches the audit log: inside that write's transaction. */
  const audit = (tx: DbOrTx, adminId: number, action: string, details: Record<string, unknown>) =>
    deps.audit.record(tx, {
      actorId: adminId,
      action: `market_temperature.${action}`,
      targetType: 'market_temperature',
      targetId: 'current',
      details,
    });

  async function write(adminId: number, values: TemperatureValues, action: 'update' | 'reset') {
    const at = now();
    const row = await db.transaction(async (tx) => {
      const r = createMarketTemperatureRepository(tx);
      const saved = await r.set(values, adminId, at);
      await r.addHistory(values, action, adminId, at);
      await audit(tx, adminId, action, { ...values });
      return saved;
    });
    return { temperature: toView(row), message: action === 'reset' ? msg.reset : msg.updated };
  }

  return {
    /** At every start (seeding): the indicator has its one row before anyone reads or edits it. */
    ensureRow: () => repo.ensureRow(),

    async current(): Promise<MarketTemperature | null> {
      const row = await repo.current();
      return row ? toView(row) : null;
    },

    update: (admin: { id: number }, values: TemperatureValues) => write(admin.id, values, 'update'),

    /** Spec: back to 50, Morno, Normal and the balanced-market description. */
    reset: (admin: { id: number }) =>
      write(
        admin.id,
        {
          temperatureLevel: TEMPERATURE_DEFAULTS.temperatureLevel,
          marketStatus: TEMPERATURE_DEFAULTS.marketStatus,
          description: TEMPERATURE_DEFAULTS.description,
          seasonFactor: TEMPERATURE_DEFAULTS.seasonFactor,
        },
        'reset',
      ),

    async history() {
      const rows = await repo.history(HISTORY_SIZE);
      return {
        items: rows.map((r) => ({
          id: r.id,
          temperatureLevel: r.temperatureLevel,
          marketStatus: r.marketStatus,
          seasonFactor: r.seasonFactor,
          description: r.description,
          action: r.action,
          changedAt: r.changedAt.toISOString(),
          changedByName: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : null,
        })),
      };
    },

    async suggestion(): Promise<TemperatureSuggestion> {
      const { created, gone } = await deps.accountRentals.weekFigures(SUGGESTION_DAYS);
      const level = suggestLevel(created, gone);
      return {
        days: SUGGESTION_DAYS,
        newListings: created,
        rentedOrSold: gone,
        temperatureLevel: level,
        marketStatus: level === null ? null : BAND_STATUS[bandOf(level)],
      };
    },
  };
}
export type MarketTemperatureService = ReturnType<typeof createMarketTemperatureService>;
