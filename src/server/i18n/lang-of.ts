import { DEFAULT_LANG, isLang, type Lang } from '../../contract/i18n.js';

/** A stored language (users.language: null until the member chooses) as one of the three; pt-BR otherwise. */
export const langOf = (value: string | null | undefined): Lang => (isLang(value) ? value : DEFAULT_LANG);
