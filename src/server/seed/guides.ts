import { GUIDE_SLUGS } from '../../contract/guides.js';
import type { SeedGuide } from '../guides/guides.service.js';

// Issue 35: the first guides, in pt-BR, each with the official pages it relies on. Where a rule
// changes or depends on the person's case, the guide says what to check and links the official
// page instead of stating it. 'Última revisão' is the day they were written.

const REVIEWED = new Date('2026-11-26T09:00:00Z');

const CITIZENS_INFO = {
  label: 'Citizens Information (governo da Irlanda)',
  url: 'https://www.citizensinformation.ie/',
};
const IRISH_IMMIGRATION = { label: 'Irish Immigration Service Delivery', url: 'https://www.irishimmigration.ie/' };
const GARDA = { label: 'An Garda Síochána', url: 'https://www.garda.ie/' };

export const FIRST_GUIDES: SeedGuide[] = [
  {
    slug: GUIDE_SLUGS.emergency,
    title: 'Números de emergência na Irlanda',
    summary: 'Em perigo ou diante de um crime acontecendo agora: ligue 112 ou 999. Grátis, de qualquer celular.',
    body: `## Em uma emergência

- **112** ou **999**: Garda (polícia), ambulância, bombeiros e guarda costeira. A ligação é grátis e funciona de qualquer celular, mesmo sem crédito.
- Diga primeiro **qual serviço** precisa e **onde você está** (rua, ponto de referência, Eircode se souber).
- Se não conseguir falar inglês, diga "Portuguese" e fique na linha.

## Quando não é emergência

- Para registrar algo que já passou (um roubo de bike sem ninguém ferido, por exemplo), procure a **delegacia da Garda** mais próxima ou o site da Garda. Veja o guia [Como registrar uma ocorrência na Garda](/guias/${GUIDE_SLUGS.garda}).

## Apoio

- **Samaritans – 116 123**: escuta gratuita 24 horas, para qualquer pessoa passando por um momento difícil.
- **Crime Victims Helpline – 116 006**: apoio a vítimas de crime.

## Anote no celular

Salve estes números nos contatos e tenha à mão o endereço onde você mora e um contato de emergência.`,
    sources: [
      GARDA,
      { label: 'Samaritans Ireland', url: 'https://www.samaritans.org/ireland/' },
      { label: 'Crime Victims Helpline', url: 'https://www.crimevictimshelpline.ie/' },
      CITIZENS_INFO,
    ],
    reviewedAt: REVIEWED,
  },
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
    slug: GUIDE_SLUGS.insurance,
    title: 'Seguro: o que a cobertura do app deixa de fora',
    summary:
      'Moto e e-moped na rua precisam de seguro próprio. A cobertura que alguns apps oferecem é limitada: leia o que ela cobre antes de contar com ela.',
    body: `## Veículo a motor precisa de seguro

Na Irlanda, dirigir um veículo a motor em via pública **sem seguro é crime**. Isso vale para moto, scooter e para o **e-moped** (veja [E-bike ou e-moped?](/guias/${GUIDE_SLUGS.eMoped})). Para trabalhar com entregas, confirme com a seguradora que a apólice cobre **uso comercial / entregas** (hire and reward): muitas apólices comuns excluem esse uso.

## A cobertura do app

Alguns apps oferecem uma cobertura enquanto você está online ou em entrega. Ela costuma ser **limitada** (por exemplo, só responsabilidade civil ou acidentes pessoais, com valores máximos) e **não substitui** o seguro obrigatório do veículo. Na central de ajuda do seu app, procure:

- **quando** vale (só durante a entrega? também no caminho até o restaurante?);
- **o que** cobre: danos a terceiros, seus ferimentos, perda de renda, roubo da bike;
- **quem** é coberto (o titular da conta; um substituto talvez não);
- **como** acionar e em quanto tempo.

## O que quase nunca está coberto

- Roubo ou dano da sua própria bike ou moto.
- Quem não é o titular cadastrado da conta.
- Veículo usado fora da lei (e-moped sem registro, seguro e habilitação).

## Em um acidente

Ligue **112/999** se houver feridos. Anote placa, nome e seguradora da outra parte, fotografe o local e guarde o número da ocorrência na Garda.`,
    sources: [CITIZENS_INFO, { label: 'Road Safety Authority (RSA)', url: 'https://www.rsa.ie/' }, GARDA],
    reviewedAt: REVIEWED,
  },
  {
    slug: GUIDE_SLUGS.eMoped,
    title: 'E-bike ou e-moped? O que mudou com a lei de 2023',
    summary:
      'Até 250 W e com o motor cortando a 25 km/h, é bicicleta. Mais forte, mais rápida ou com acelerador sem pedalar, é e-moped: veículo a motor.',
    body: `## A regra

Com o **Road Traffic and Roads Act 2023**:

- **E-bike (bicicleta elétrica)**: motor de até **250 W** que **só ajuda enquanto você pedala** e **desliga a 25 km/h**. É tratada como bicicleta.
- **E-moped**: potência acima de 250 W, **assistência acima de 25 km/h**, ou que **anda sem pedalar** (acelerador). É um **veículo a motor**: precisa de **habilitação, registro, imposto (motor tax) e seguro** para circular.

## Como saber qual é a sua

- Procure na etiqueta do quadro ou no manual a potência nominal (W) e a velocidade de corte.
- Kits de conversão, "desbloqueios" de velocidade e acelerador fazem uma e-bike virar e-moped.
- Na dúvida, peça ao vendedor o certificado de conformidade (EN 15194 é a norma das bicicletas elétricas).

## Antes de comprar ou anunciar

- Pergunte potência e velocidade de corte e peça foto da etiqueta.
- As regras práticas de registro e habilitação do e-moped dependem de procedimentos que o governo vem implementando: **confira a situação atual** nas páginas da RSA e do Citizens Information antes de rodar.

## Patinete elétrico

Patinete é outra categoria (powered personal transporter), com regras próprias, como idade mínima e limite de velocidade. Veja a página oficial.`,
    sources: [
      { label: 'Road Safety Authority (RSA)', url: 'https://www.rsa.ie/' },
      CITIZENS_INFO,
      { label: 'Governo da Irlanda (gov.ie)', url: 'https://www.gov.ie/' },
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
    slug: GUIDE_SLUGS.garda,
    title: 'Como registrar uma ocorrência na Garda',
    summary:
      'Assalto, roubo da bike ou agressão: o que anotar na hora e como levar à Garda. Membros podem imprimir o próprio relato com "Levar à Garda".',
    body: `## Se está acontecendo agora

Ligue **112** ou **999**. Fique em lugar seguro; não reaja por causa da bike ou do celular.

## Anote o quanto antes

- **Data e hora** exatas.
- **Local**: rua, número, ponto de referência, Eircode se souber.
- **O que aconteceu**, na ordem.
- **Pessoas**: quantas, roupas, altura, sotaque, tatuagens, direção em que fugiram.
- **Veículos**: tipo, cor, placa (mesmo parcial).
- **Testemunhas** e câmeras por perto (lojas, ônibus, campainhas com vídeo).
- **O que foi levado**: marca, modelo, cor, número de série do quadro da bike, IMEI do celular.
- Fotos de ferimentos e danos.

## Registrando

- Vá à **delegacia da Garda** mais próxima (a lista está no site da Garda) com documento de identidade e suas anotações.
- Peça o **número da ocorrência** (PULSE incident number): a seguradora e o app podem pedi-lo.
- Se não fala bem inglês, diga que precisa de intérprete.

## Pelo app da comunidade

No [mapa de áreas perigosas](/dangerous-areas), registre o incidente para alertar os outros entregadores. Depois, em **Meus relatos**, use **Levar à Garda**: uma página para imprimir (ou um texto para copiar) com data, hora, local, tipo e descrição do seu relato.

## Depois

- Avise o app de entrega se o incidente aconteceu durante uma entrega.
- Vítimas de crime têm direitos de informação e apoio: veja o Crime Victims Helpline (116 006).`,
    sources: [GARDA, { label: 'Crime Victims Helpline', url: 'https://www.crimevictimshelpline.ie/' }, CITIZENS_INFO],
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
