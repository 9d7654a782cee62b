// The official pages the first guides cite most, and their review date (issue 35).

export const REVIEWED = new Date('2026-11-26T09:00:00Z');

export const CITIZENS_INFO = {
  label: 'Citizens Information (governo da Irlanda)',
  url: 'https://www.citizensinformation.ie/',
};
export const IRISH_IMMIGRATION = {
  label: 'Irish Immigration Service Delivery',
  url: 'https://www.irishimmigration.ie/',
};
export const GARDA = { label: 'An Garda Síochána', url: 'https://www.garda.ie/' };
