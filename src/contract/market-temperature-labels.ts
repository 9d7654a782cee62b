// Temperature scale, bands and presets without zod (the member home card loads them on its own).

import { t } from './i18n.js';

export const MARKET_STATUSES = ['Frio', 'Morno', 'Quente', 'Fervendo'] as const;
export const SEASON_FACTORS = ['Normal', 'Verão', 'Inverno', 'Natal', 'Volta às Aulas'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];
export type SeasonFactor = (typeof SEASON_FACTORS)[number];
/** What a status and a season read in the build's language (the pt-BR word itself is the stored value). */
export const MARKET_STATUS_LABELS: Record<MarketStatus, string> = {
  Frio: t('Frio'),
  Morno: t('Morno'),
  Quente: t('Quente'),
  Fervendo: t('Fervendo'),
};
export const SEASON_FACTOR_LABELS: Record<SeasonFactor, string> = {
  Normal: t('Normal'),
  Verão: t('Verão'),
  Inverno: t('Inverno'),
  Natal: t('Natal'),
  'Volta às Aulas': t('Volta às Aulas'),
};
export const marketStatusLabel = (s: string): string => MARKET_STATUS_LABELS[s as MarketStatus] ?? s;
export const seasonFactorLabel = (s: string): string => SEASON_FACTOR_LABELS[s as SeasonFactor] ?? s;

// i18n: stored values (marketStatusLabel, seasonFactorLabel and temperatureDescriptionText show them).
export const TEMPERATURE_DEFAULTS = {
  temperatureLevel: 50,
  marketStatus: 'Morno' as MarketStatus,
  seasonFactor: 'Normal' as SeasonFactor,
  description: 'Mercado equilibrado - Oferta e demanda normais.',
} as const;

/** Spec section 9. */
// i18n: stored values (as above).
export const TEMPERATURE_PRESETS: {
  temperatureLevel: number;
  marketStatus: MarketStatus;
  seasonFactor: SeasonFactor;
  description: string;
}[] = [
  {
    temperatureLevel: 20,
    marketStatus: 'Frio',
    seasonFactor: 'Verão',
    description: 'Mercado frio - Muitas contas disponíveis e pouca procura.',
  },
  {
    temperatureLevel: 50,
    marketStatus: 'Morno',
    seasonFactor: 'Normal',
    description: TEMPERATURE_DEFAULTS.description,
  },
  {
    temperatureLevel: 75,
    marketStatus: 'Quente',
    seasonFactor: 'Inverno',
    description: 'Mercado quente - Procura alta, as contas saem rápido.',
  },
  {
    temperatureLevel: 95,
    marketStatus: 'Fervendo',
    seasonFactor: 'Inverno',
    description: 'Mercado fervendo - Procura muito acima da oferta.',
  },
];

export type TemperatureBand = 'cold' | 'warm' | 'hot' | 'boiling';

/** Spec table: up to 25 cold, 26–50 warm, 51–75 hot, above 75 boiling. */
export function bandOf(level: number): TemperatureBand {
  if (level <= 25) return 'cold';
  if (level <= 50) return 'warm';
  if (level <= 75) return 'hot';
  return 'boiling';
}

export const BAND_LABELS: Record<TemperatureBand, string> = {
  cold: t('MERCADO FRIO'),
  warm: t('MERCADO MORNO'),
  hot: t('MERCADO QUENTE'),
  boiling: t('MERCADO FERVENDO'),
};

/** The status an admin gets preselected when moving the slider into a band. */
// i18n: stored values.
export const BAND_STATUS: Record<TemperatureBand, MarketStatus> = {
  cold: 'Frio',
  warm: 'Morno',
  hot: 'Quente',
  boiling: 'Fervendo',
};

export const WINTER_TIP = t(
  'Dica: no inverno a procura por entregas aumenta — é a melhor época para alugar sua conta.',
);

/**
 * A stored description in the build's language when it is one of the presets' (the admin's own
 * words stay as written).
 */
const PRESET_DESCRIPTIONS: Record<string, string> = {
  'Mercado equilibrado - Oferta e demanda normais.': t('Mercado equilibrado - Oferta e demanda normais.'),
  'Mercado frio - Muitas contas disponíveis e pouca procura.': t(
    'Mercado frio - Muitas contas disponíveis e pouca procura.',
  ),
  'Mercado quente - Procura alta, as contas saem rápido.': t('Mercado quente - Procura alta, as contas saem rápido.'),
  'Mercado fervendo - Procura muito acima da oferta.': t('Mercado fervendo - Procura muito acima da oferta.'),
};
export const temperatureDescriptionText = (d: string): string => PRESET_DESCRIPTIONS[d] ?? d;
