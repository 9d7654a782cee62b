// Temperature scale, bands and presets without zod (the member home card loads them on its own).

export const MARKET_STATUSES = ['Frio', 'Morno', 'Quente', 'Fervendo'] as const;
export const SEASON_FACTORS = ['Normal', 'Verão', 'Inverno', 'Natal', 'Volta às Aulas'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];
export type SeasonFactor = (typeof SEASON_FACTORS)[number];

export const TEMPERATURE_DEFAULTS = {
  temperatureLevel: 50,
  marketStatus: 'Morno' as MarketStatus,
  seasonFactor: 'Normal' as SeasonFactor,
  description: 'Mercado equilibrado - Oferta e demanda normais.',
} as const;

/** Spec section 9. */
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
  cold: 'MERCADO FRIO',
  warm: 'MERCADO MORNO',
  hot: 'MERCADO QUENTE',
  boiling: 'MERCADO FERVENDO',
};

/** The status an admin gets preselected when moving the slider into a band. */
export const BAND_STATUS: Record<TemperatureBand, MarketStatus> = {
  cold: 'Frio',
  warm: 'Morno',
  hot: 'Quente',
  boiling: 'Fervendo',
};

export const WINTER_TIP = 'Dica: no inverno a procura por entregas aumenta — é a melhor época para alugar sua conta.';
