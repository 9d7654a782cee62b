import type { ReactNode } from 'react';
import { t } from '../../../../contract/i18n.js';

// What the app stores, why and for how long. Kept beside the code it describes: the tables under
// src/server/**/*.tables.ts, the export of decision 019, the hourly clean-up
// (plugins/maintenance.ts), the safety-report archive and the config defaults (README). A new
// table holding member data changes this list.

/** [what, why] of each kind of data kept about a member. */
export const STORED: [what: string, details: ReactNode, why: string][] = [
  [
    t('Conta'),
    t(
      'Nome, sobrenome, nome de exibição, email, telefone, WhatsApp, foto de perfil, número de membro, data de cadastro e sua senha — guardada só como um resumo criptográfico (argon2), que ninguém consegue ler de volta.',
    ),
    t('Para criar e manter sua conta e identificar você na comunidade (execução do contrato).'),
  ],
  [
    t('Assinatura'),
    t(
      'Situação, plano, preço, fim do período pago, se a renovação foi cancelada, e os identificadores de cliente e de assinatura no Stripe. Os dados do cartão ficam com o Stripe e nunca passam pelo nosso servidor.',
    ),
    t('Para cobrar a mensalidade e liberar o acesso de membro (contrato; registros de pagamento por obrigação legal).'),
  ],
  [
    t('Anúncios'),
    t(
      'O que você publica no marketplace e no aluguel de contas: título, descrição, preço, tipo, categoria, WhatsApp, link do Instagram (usado só pela administração para verificar o anúncio), fotos e alterações esperando aprovação.',
    ),
    t('Para mostrar seus anúncios e moderá-los (contrato; interesse legítimo em evitar golpes).'),
  ],
  [
    t('Mensagens'),
    t(
      'O conteúdo de cada mensagem privada, quem enviou, quem recebeu, o anúncio a que se refere, se foi lida e quando foi enviada.',
    ),
    t('Para entregar as conversas entre membros (contrato) e investigar abusos denunciados (interesse legítimo).'),
  ],
  [
    t('Contatos revelados'),
    t('Qual membro revelou o WhatsApp de qual anúncio de aluguel, e em que dia, com a contagem do dia.'),
    t(
      'Para aplicar o limite diário de contatos e proteger os anunciantes de quem coleta números (interesse legítimo).',
    ),
  ],
  [
    t('Eventos'),
    t('Os eventos em que você se inscreveu e quando.'),
    t('Para controlar as vagas e avisar os organizadores (contrato).'),
  ],
  [
    t('Relatos de segurança'),
    t('Tipo, gravidade, descrição, área, posição e horário do incidente, e quem relatou.'),
    t('Para avisar a comunidade sobre áreas perigosas (interesse legítimo na segurança dos entregadores).'),
  ],
  [
    t('Alertas da comunidade'),
    t(
      'Os alertas que você envia sobre alguém que aplicou um golpe: nome, descrição, telefone, email, outras informações e imagens.',
    ),
    t('Para avisar outros membros antes de um negócio (interesse legítimo em evitar golpes).'),
  ],
  [
    t('Pedidos de parceria'),
    t('Empresa, nome do contato, email, telefone e mensagem enviados pelo formulário de parceria.'),
    t('Para responder à proposta (medidas pré-contratuais).'),
  ],
  [
    t('Imagens enviadas'),
    t(
      'Cada foto é convertida para WebP em três tamanhos, sem os metadados da câmera (como a localização), e guardada com o seu número de membro como dono.',
    ),
    t('Para mostrar as fotos dos anúncios, eventos e do perfil (contrato).'),
  ],
  [
    t('Sessões'),
    t(
      'Um registro por aparelho conectado, com a data em que a sessão expira; o navegador guarda só um cookie com o identificador assinado da sessão.',
    ),
    t('Para manter você conectado com segurança (estritamente necessário).'),
  ],
  [
    t('Contadores de limite'),
    t(
      'Contadores de tentativas por conta ou por endereço IP (logins, cadastros, mensagens, fotos enviadas, relatos, pedidos de parceria) e o fim da janela de cada um.',
    ),
    t('Para barrar ataques de senha, spam e coleta de dados (interesse legítimo).'),
  ],
  [
    t('Registro de auditoria'),
    t(
      'As ações da administração e as suas ações sensíveis: quem fez, o quê, sobre o quê e quando (por exemplo, a aprovação de um anúncio ou a mudança de uma configuração).',
    ),
    t('Para que cada decisão de moderação possa ser conferida depois (interesse legítimo; responsabilização).'),
  ],
];

/** [data, how long] — the figures are the code's defaults (README, "Configuration"). */
export const RETENTION: [what: string, howLong: string][] = [
  [
    t('Sessões'),
    t(
      'Até 30 dias depois do login (SESSION_TTL_DAYS) ou até você sair; as expiradas são apagadas na limpeza de hora em hora.',
    ),
  ],
  [
    t('Contadores de limite'),
    t(
      'Só enquanto dura a janela de cada limite (15 minutos para logins, 1 hora para cadastros, fotos, relatos e pedidos de parceria, 1 minuto e 1 dia para mensagens); a limpeza de hora em hora apaga os vencidos.',
    ),
  ],
  [
    t('Imagens enviadas e não usadas'),
    t('Uma foto enviada que não foi usada em nenhum anúncio, evento ou perfil é apagada depois de 1 dia.'),
  ],
  [
    t('Relatos de segurança'),
    t(
      'Ficam no mapa por 30 dias e depois são arquivados automaticamente: saem do mapa e ficam só para a administração.',
    ),
  ],
  [
    t('Anúncios de aluguel'),
    t(
      'Marcados como alugados ou vendidos, saem da lista pública depois de 24 horas; continuam na sua conta até você excluí-los.',
    ),
  ],
  [
    t('Conta, anúncios, mensagens, inscrições e contatos revelados'),
    t('Enquanto sua conta existir. Ao excluir a conta, são apagados como descrito em “Seus direitos”.'),
  ],
  [
    t('Registro de auditoria e pagamentos'),
    t('Enquanto forem necessários para conferir decisões de moderação e cumprir obrigações contábeis.'),
  ],
];
