import { GUIDE_SLUGS } from '../../contract/guides-labels.js';
import type { SeedGuide } from '../guides/guides.service.js';
import { CITIZENS_INFO, IRISH_IMMIGRATION, REVIEWED } from './guides-sources.js';

/** The guides about the right to work, account rentals, taxes, data requests and the EU directive. */
export const WORK_GUIDES: SeedGuide[] = [
  {
    slug: GUIDE_SLUGS.rightToWork,
    title: 'Direito de trabalhar: o que o Stamp 2 permite',
    summary:
      'Estudante com Stamp 2 trabalha com limite de horas e não pode ser autônomo. Entregar por app como autônomo exige outra permissão.',
    body: `## O essencial

Quem está na Irlanda com **Stamp 2** (estudante de fora da UE) tem permissão para trabalhar de forma limitada:

- **até 20 horas por semana** na maior parte do ano;
- **até 40 horas por semana** em junho, julho, agosto e setembro, e de 15 de dezembro a 15 de janeiro.

São limites **por semana**, não uma média, e valem somando todos os trabalhos.

## E entregar por aplicativo?

Nos aplicativos de entrega o entregador costuma ser contratado como **autônomo** (self-employed). As regras do Stamp 2 **não permitem trabalho autônomo**. Antes de se cadastrar em um app, confira no site oficial da imigração o que o seu carimbo permite e, se tiver dúvida, pergunte diretamente ao serviço de imigração.

## Outros carimbos

Cada carimbo (Stamp 1, 1G, 4 etc.) tem condições próprias. Não confie em "alguém do grupo disse": leia a página oficial do seu carimbo.

## Por que isso importa

- Trabalhar fora das condições da sua permissão pode levar à **recusa da renovação** ou à perda da permissão.
- Quem "empresta" ou aluga conta de outra pessoa para trabalhar sem permissão corre o mesmo risco (veja [Substituição e aluguel de contas](/guias/${GUIDE_SLUGS.substitution})).

## O que checar

1. O seu carimbo e a data de validade no IRP.
2. A página do seu carimbo no site da imigração.
3. Os termos do app sobre quem pode fazer entregas.`,
    sources: [IRISH_IMMIGRATION, CITIZENS_INFO],
    reviewedAt: REVIEWED,
  },
  {
    slug: GUIDE_SLUGS.substitution,
    title: 'Substituição e aluguel de contas: regras e riscos',
    summary:
      'Cada app tem sua regra sobre quem pode entregar pela conta. Quem trabalha precisa de direito de trabalhar; o titular responde pela conta.',
    body: `## As regras são do app

Alguns aplicativos aceitam que o titular da conta indique um **substituto**; outros **proíbem** que outra pessoa use a conta. A regra está nos **termos do app**, e pode mudar. Antes de alugar ou de ceder uma conta, leia os termos do app em questão e a central de ajuda dele.

## O que vale em qualquer app

- **Quem faz a entrega precisa ter direito de trabalhar** na Irlanda nas condições daquele trabalho (veja [Direito de trabalhar](/guias/${GUIDE_SLUGS.rightToWork})). Uma conta alugada não dá esse direito.
- **O titular responde pela conta**: os ganhos entram no nome dele e são renda dele para a Receita (Revenue), e uma infração do substituto pode bloquear a conta dele.
- **Seguro**: o seguro oferecido pelo app (se houver) pode não cobrir quem não é o titular cadastrado. Veja [Seguro](/guias/${GUIDE_SLUGS.insurance}).

## Se você vai alugar

- Combine tudo por escrito: valor, período, quem paga o quê, e o que acontece se a conta for bloqueada.
- Nunca entregue documentos originais. Desconfie de quem pede depósito sem anúncio verificado.
- Antes de pagar, confira o contato em [Verificar contato](/verificar-contato).

## Se você vai ceder a sua conta

- Confirme que o app permite substituição e cumpra o que ele exige (por exemplo, verificação do substituto).
- Guarde registro de quem trabalhou, quando, e dos pagamentos.`,
    sources: [
      IRISH_IMMIGRATION,
      { label: 'Revenue (Receita da Irlanda)', url: 'https://www.revenue.ie/' },
      CITIZENS_INFO,
    ],
    reviewedAt: REVIEWED,
  },
  {
    slug: GUIDE_SLUGS.taxes,
    title: 'Impostos para entregador autônomo',
    summary:
      'Autônomo se registra na Revenue para self-assessment e entrega a declaração (Form 11) até 31 de outubro do ano seguinte.',
    body: `## Você é autônomo?

Nos apps de entrega o entregador costuma ser **autônomo** (self-employed): o app não desconta imposto do que paga. Você declara e paga.

## Passo a passo

1. **PPS Number**: você precisa dele para tudo na Revenue.
2. **Registre-se** para Income Tax **self-assessment** na Revenue (pelo myAccount/ROS ou pelo formulário TR1).
3. **Guarde** os extratos de ganhos de cada app e os comprovantes de despesas do trabalho (manutenção da bike, equipamento, celular, seguro).
4. **Declare** no **Form 11** e pague até **31 de outubro do ano seguinte** (o sistema "Pay and File"); ao mesmo tempo paga-se o **preliminary tax** do ano em curso.

## Também confira

- **PRSI e USC**: incidem sobre a renda de autônomo; a declaração calcula.
- **VAT**: só depois de passar o limite anual de faturamento para serviços. Confira o valor atual na Revenue.
- Se você também tem emprego com PAYE, as regras de quem precisa se registrar mudam: a página da Revenue explica quando.

## Dica

Separe todo mês uma parte dos ganhos para o imposto. Se a situação for complicada, um contador (accountant) pode valer o custo.`,
    sources: [
      {
        label: 'Revenue: quem deve se registrar para self-assessment',
        url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/guide-to-self-assessment/register-it-self-assessment.aspx',
      },
      { label: 'Revenue (Receita da Irlanda)', url: 'https://www.revenue.ie/' },
      CITIZENS_INFO,
    ],
    reviewedAt: REVIEWED,
  },
  {
    slug: GUIDE_SLUGS.gdpr,
    title: 'Pedido de dados (GDPR) ao app de entrega',
    summary:
      'Você tem direito a uma cópia dos seus dados: entregas, ganhos, avaliações e decisões sobre sua conta. Modelo de pedido para copiar.',
    body: `## O seu direito

Pelo **artigo 15 do GDPR**, você pode pedir a qualquer empresa que trata seus dados, incluindo o app de entrega, **uma cópia dos seus dados pessoais** e informações sobre como são usados. Em regra:

- o pedido é **gratuito**;
- a empresa deve responder em **um mês** (prazo que pode ser prorrogado em casos complexos, com aviso);
- não há formulário obrigatório: um email basta.

## Para que serve

Conferir pagamentos, ver o histórico de entregas e de localização, entender por que a conta foi bloqueada, ou reunir provas para uma reclamação.

## Para onde enviar

Use o **contato de privacidade** indicado na **política de privacidade** do app (procure "privacy", "data protection" ou "DPO"). Guarde a data de envio.

## Modelo para copiar

\`\`\`
Subject: Data subject access request (Article 15 GDPR)

Dear Data Protection Officer,

I am a courier using your platform in Ireland. Under Article 15 of the
General Data Protection Regulation, I request a copy of all personal data
you hold about me, including:
- my account and identity data;
- the list of deliveries, with dates, times, locations and payments;
- ratings, complaints and any notes about me;
- location and device data;
- any automated decisions about me (account restrictions, suspensions,
  assignment of orders) and meaningful information about the logic involved;
- who you have shared my data with, and how long you keep it.

Name: [seu nome completo]
Email of the account: [email da conta]
Phone of the account: [telefone da conta]
Courier ID (if known): [ID]

Please reply within one month, as Article 12(3) requires.

Kind regards,
[seu nome]
[data]
\`\`\`

## Se não responderem

Depois do prazo, você pode reclamar à **Data Protection Commission** (DPC), a autoridade irlandesa de proteção de dados.`,
    sources: [
      { label: 'Data Protection Commission (DPC)', url: 'https://www.dataprotection.ie/' },
      { label: 'GDPR – Regulamento (UE) 2016/679 (EUR-Lex)', url: 'https://eur-lex.europa.eu/eli/reg/2016/679/oj' },
      CITIZENS_INFO,
    ],
    reviewedAt: REVIEWED,
  },
  {
    slug: GUIDE_SLUGS.platformWork,
    title: 'Diretiva europeia do trabalho em plataformas',
    summary:
      'A Diretiva (UE) 2024/2831 deve virar lei na Irlanda até 2 de dezembro de 2026: presunção de vínculo de emprego e regras para decisões automáticas.',
    body: `## O que é

A **Diretiva (UE) 2024/2831**, sobre a melhoria das condições de trabalho em plataformas digitais, foi aprovada em 23 de outubro de 2024. Os países da UE, incluindo a Irlanda, têm até **2 de dezembro de 2026** para transformá-la em lei nacional.

## Os pontos principais

- **Presunção de vínculo de emprego**: quando houver fatos que indiquem **controle e direção** do trabalho pela plataforma, presume-se que existe relação de emprego; cabe à plataforma provar o contrário.
- **Gestão algorítmica**: as plataformas devem informar como sistemas automáticos acompanham e tomam decisões sobre o trabalho, manter **supervisão humana** e permitir pedir **explicação e revisão** de decisões importantes, como restringir, suspender ou encerrar a conta.
- **Dados pessoais**: proíbe tratar certos dados, como o estado emocional ou psicológico e conversas privadas.
- Vale também para quem **não** tem contrato de emprego, na parte de gestão algorítmica.

## O que ainda não se sabe

Os detalhes práticos na Irlanda (quem será considerado empregado, como contestar, quais órgãos fiscalizam) dependem da **lei irlandesa de transposição**. Até ela existir, **a diretiva sozinha não muda o seu contrato com o app**. Acompanhe no gov.ie e no Citizens Information.

## Para já

Guarde seus registros de trabalho (horas online, entregas, pagamentos, mensagens do app). Se a conta for bloqueada, peça por escrito o motivo e use o [pedido de dados](/guias/${GUIDE_SLUGS.gdpr}).`,
    sources: [
      { label: 'Diretiva (UE) 2024/2831 (EUR-Lex)', url: 'https://eur-lex.europa.eu/eli/dir/2024/2831/oj' },
      { label: 'Governo da Irlanda (gov.ie)', url: 'https://www.gov.ie/' },
      CITIZENS_INFO,
    ],
    reviewedAt: REVIEWED,
  },
];
