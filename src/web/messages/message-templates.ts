import { t } from '../../contract/i18n.js';

/**
 * The text the message dialog opens with, by listing type (spec: "prefilled with a template text
 * chosen by listing type"). Each names the item; all stay far below the 500-character limit even
 * with the longest title (255).
 */
const TEMPLATES: Record<string, (title: string) => string> = {
  venda: (title) =>
    t(
      'Olá! Tenho interesse no seu anúncio "{title}". Ainda está disponível? Podemos combinar o pagamento e a retirada?',
      {
        title,
      },
    ),
  troca: (title) =>
    t('Olá! Vi que você está trocando "{title}" e tenho interesse. O que você aceitaria em troca?', { title }),
  doacao: (title) =>
    t(
      'Olá! Vi sua doação "{title}" e ela me ajudaria muito. Ainda está disponível? Posso buscar quando for melhor para você.',
      { title },
    ),
  aluguel: (title) =>
    t('Olá! Tenho interesse em alugar "{title}". Ainda está disponível? Quais são o valor e as condições do aluguel?', {
      title,
    }),
};

export function messageTemplate(type: string, title: string): string {
  return (
    TEMPLATES[type] ??
    ((title: string) => t('Olá! Tenho interesse no seu anúncio "{title}". Ainda está disponível?', { title }))
  )(title.trim());
}
