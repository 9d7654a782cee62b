// Limits, messages and the guides' known slugs without zod: pages that link to a guide (rentals,
// safety map, listings, footer) import this and must not pull the validation library in.
import { t } from './i18n.js';

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
  slugInvalid: t('Endereço inválido: use de 3 a 80 letras minúsculas, números e hífens (ex.: seguro-de-moto).'),
  slugTaken: t('Já existe um guia com este endereço.'),
  titleRequired: t('Título é obrigatório'),
  titleMax: t('O título deve ter no máximo 160 caracteres'),
  summaryRequired: t('Resumo é obrigatório'),
  summaryMax: t('O resumo deve ter no máximo 300 caracteres'),
  bodyRequired: t('O texto do guia é obrigatório'),
  bodyMax: t('O texto deve ter no máximo 40000 caracteres'),
  sourcesMax: t('No máximo 12 fontes por guia'),
  sourceLabelRequired: t('Dê um nome à fonte'),
  sourceLabelMax: t('O nome da fonte deve ter no máximo 160 caracteres'),
  sourceUrlInvalid: t('Link da fonte inválido: use um endereço começando com https://'),
  publishedInvalid: t('Estado de publicação inválido'),
  orderInvalid: t('Ordem inválida: envie cada guia uma vez.'),
  orderMismatch: t('A ordem precisa listar todos os guias, cada um uma vez.'),
  queryMax: t('A busca deve ter no máximo 100 caracteres'),
  notFound: t('Guia não encontrado'),
  created: t('Guia criado.'),
  saved: t('Guia salvo.'),
  published: t('Guia publicado.'),
  unpublished: t('Guia despublicado.'),
  reviewed: t('Revisão registrada com a data de hoje.'),
  saveFailed: t('Não foi possível salvar o guia.'),
} as const;
