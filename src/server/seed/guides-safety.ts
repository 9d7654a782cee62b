import { GUIDE_SLUGS } from '../../contract/guides-labels.js';
import type { SeedGuide } from '../guides/guides.service.js';
import { CITIZENS_INFO, GARDA, REVIEWED } from './guides-sources.js';

/** The guides about emergencies, insurance, e-mopeds and the Garda. */
export const SAFETY_GUIDES: SeedGuide[] = [
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
];
