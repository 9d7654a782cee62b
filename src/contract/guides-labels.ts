// Limits, messages and the guides' known slugs without zod: pages that link to a guide (rentals,
// safety map, listings, footer) import this and must not pull the validation library in.

export const GUIDE_LIMITS = {
  slugMin: 3,
  slugMax: 80,
  title: 160,
  summary: 300,
  body: 40_000,
  sources: 12,
  sourceLabel: 160,
  url: 500,
  query: 100,
  /** The guides are a short shelf: the lists answer at most this many. */
  maxGuides: 100,
  /** Days without a review before administrators see a notice. */
  reviewDays: 365,
} as const;

/** The slugs of the first guides (seeded); other pages link to these. */
export const GUIDE_SLUGS = {
  rightToWork: 'direito-de-trabalhar-stamp-2',
  substitution: 'substituicao-e-aluguel-de-contas',
  insurance: 'seguro-o-que-os-apps-nao-cobrem',
  eMoped: 'e-bike-ou-e-moped',
  taxes: 'impostos-autonomo',
  garda: 'como-registrar-ocorrencia-na-garda',
  gdpr: 'pedido-de-dados-gdpr',
  platformWork: 'diretiva-trabalho-em-plataformas',
  emergency: 'numeros-de-emergencia',
} as const;

export const guideMessages = {
  slugInvalid: 'Endereço inválido: use de 3 a 80 letras minúsculas, números e hífens (ex.: seguro-de-moto).',
  slugTaken: 'Já existe um guia com este endereço.',
  titleRequired: 'Título é obrigatório',
  titleMax: 'O título deve ter no máximo 160 caracteres',
  summaryRequired: 'Resumo é obrigatório',
  summaryMax: 'O resumo deve ter no máximo 300 caracteres',
  bodyRequired: 'O texto do guia é obrigatório',
  bodyMax: 'O texto deve ter no máximo 40000 caracteres',
  sourcesMax: 'No máximo 12 fontes por guia',
  sourceLabelRequired: 'Dê um nome à fonte',
  sourceLabelMax: 'O nome da fonte deve ter no máximo 160 caracteres',
  sourceUrlInvalid: 'Link da fonte inválido: use um endereço começando com https://',
  publishedInvalid: 'Estado de publicação inválido',
  orderInvalid: 'Ordem inválida: envie cada guia uma vez.',
  orderMismatch: 'A ordem precisa listar todos os guias, cada um uma vez.',
  queryMax: 'A busca deve ter no máximo 100 caracteres',
  notFound: 'Guia não encontrado',
  created: 'Guia criado.',
  saved: 'Guia salvo.',
  published: 'Guia publicado.',
  unpublished: 'Guia despublicado.',
  reviewed: 'Revisão registrada com a data de hoje.',
  saveFailed: 'Não foi possível salvar o guia.',
} as const;
