// Issue 33: the 'Modelo de acordo' a rental's owner and renter copy and fill in (pt-BR). Plain text:
// it goes to WhatsApp or a notes app as it is.

import { t } from '../../contract/i18n.js';

export const AGREEMENT_TEXT = t(`MODELO DE ACORDO — ALUGUEL DE CONTA DE ENTREGA

Dono da conta: ________________ (nº de membro ________)
Locatário: ________________ (nº de membro ________)
Aplicativo e tipo de conta: ________________
Início: ___/___/______

1. PREÇO SEMANAL
O locatário paga € ______ por semana. Nenhum outro valor, taxa ou porcentagem dos ganhos é cobrado.

2. DIA DO PAGAMENTO
O pagamento é feito toda ____________ (dia da semana), por ____________ (transferência, Revolut…).
O dono confirma o recebimento por mensagem no mesmo dia.

3. GANHOS
Tudo o que o locatário ganhar com as entregas (gorjetas incluídas) é do locatário.
Quando o aplicativo pagar na conta do dono, o dono repassa o valor integral em até ____ dia(s),
com o extrato da semana do aplicativo. O dono não retém ganhos para cobrar o aluguel.

4. REGRAS DO APLICATIVO
O locatário é registrado como substituto no aplicativo (quando o aplicativo exige) antes de começar,
com os próprios documentos, e tem direito de trabalhar como autônomo na Irlanda.

5. COMO ENCERRAR
Qualquer um dos dois pode encerrar o acordo avisando por mensagem com ____ dia(s) de antecedência.
No encerramento, o dono repassa todos os ganhos pendentes e o locatário deixa de usar a conta.
Se a conta for bloqueada ou suspensa, quem souber avisa o outro no mesmo dia; a semana já paga e não
usada é devolvida proporcionalmente.

Combinado por mensagem em ___/___/______:
Dono: "Li e concordo" — Locatário: "Li e concordo"`);
