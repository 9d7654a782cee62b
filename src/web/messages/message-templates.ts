/**
 * The text the message dialog opens with, by listing type (spec: "prefilled with a template text
 * chosen by listing type"). Each names the item; all stay far below the 500-character limit even
 * with the longest title (255).
 */
const TEMPLATES: Record<string, (title: string) => string> = {
  venda: (t) =>
    `Olá! Tenho interesse no seu anúncio "${t}". Ainda está disponível? Podemos combinar o pagamento e a retirada?`,
  troca: (t) => `Olá! Vi que você está trocando "${t}" e tenho interesse. O que você aceitaria em troca?`,
  doacao: (t) =>
    `Olá! Vi sua doação "${t}" e ela me ajudaria muito. Ainda está disponível? Posso buscar quando for melhor para você.`,
  aluguel: (t) =>
    `Olá! Tenho interesse em alugar "${t}". Ainda está disponível? Quais são o valor e as condições do aluguel?`,
};

export function messageTemplate(type: string, title: string): string {
  return (TEMPLATES[type] ?? ((t: string) => `Olá! Tenho interesse no seu anúncio "${t}". Ainda está disponível?`))(
    title.trim(),
  );
}
