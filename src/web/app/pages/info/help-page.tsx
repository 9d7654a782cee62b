import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { PAGE_TITLES } from '../../../../contract/page-titles.js';
import { paths } from '../../../lib/paths.js';
import { InfoPage, InfoSection } from './info-page.js';

type Qa = [question: string, answer: ReactNode];

const TOPICS: { id: string; title: string; items: Qa[] }[] = [
  {
    id: 'assinatura',
    title: t('Assinatura'),
    items: [
      [
        t('Como entro na comunidade?'),
        <>
          {t('Crie sua conta em')} <Link href={paths.register()}>{t('Cadastrar')}</Link>
          {t(
            ': você recebe na hora um número de membro. Para contatar vendedores, anunciar, mandar mensagens, participar de eventos e ver contatos de aluguel, assine em',
          )}{' '}
          <Link href={paths.subscribe()}>{t('Assinar')}</Link>.
        </>,
      ],
      [
        t('O que posso fazer sem assinar?'),
        t(
          'Ver a página inicial, o marketplace, os eventos, os anúncios de aluguel de contas e o mapa de áreas perigosas. Contatos, mensagens e anúncios próprios são para assinantes.',
        ),
      ],
      [
        t('Esqueci minha senha. E agora?'),
        <>
          {t('Em')} <Link href={paths.login()}>{t('Entrar')}</Link>
          {t(
            ', toque em “Esqueci minha senha” e digite o email da sua conta: enviamos um link, válido por 1 hora, para você criar uma nova senha. Sem acesso ao email? Na mesma página, fale com a administração pelo WhatsApp, que confere sua identidade e ajuda você a voltar para a conta.',
          )}
        </>,
      ],
    ],
  },
  {
    id: 'pagamentos',
    title: t('Pagamentos'),
    items: [
      [
        t('Como pago?'),
        t(
          'A assinatura é mensal, em euros, cobrada pelo Stripe (cartão, Apple Pay ou Google Pay quando o aparelho oferece). Os dados do cartão ficam com o Stripe: o site nunca os vê.',
        ),
      ],
      [
        t('Como cancelo?'),
        <>
          {t('No seu')} <Link href={paths.dashboard()}>{t('painel')}</Link>
          {t(
            ', em Pagamentos, toque em “Cancelar assinatura”. Nada mais é cobrado e você continua membro até o fim do mês já pago.',
          )}
        </>,
      ],
      [
        t('O pagamento da renovação falhou.'),
        t(
          'Você continua membro por alguns dias enquanto o Stripe tenta de novo. Atualize o cartão em “Gerenciar pagamento” no painel, quando disponível, ou fale com a administração.',
        ),
      ],
    ],
  },
  {
    id: 'anuncios',
    title: t('Anúncios no marketplace'),
    items: [
      [
        t('Por que meu anúncio não aparece?'),
        t(
          'Todo anúncio novo, e toda alteração de um anúncio, passa pela aprovação da administração antes de aparecer para todos. Em “Meus Anúncios” você vê se ele está pendente, aprovado ou rejeitado.',
        ),
      ],
      [
        t('Quantas fotos posso pôr?'),
        t('Até 4 fotos por anúncio, de até 5 MB cada. A primeira é a capa, e você pode escolher outra.'),
      ],
      [
        t('Como falo com quem anunciou?'),
        t(
          'Assinantes tocam em “Enviar Mensagem” no anúncio (ou “CONTATAR VENDEDOR” na lista) e conversam pelo site; o WhatsApp do anunciante aparece só para assinantes.',
        ),
      ],
    ],
  },
  {
    id: 'aluguel',
    title: t('Aluguel de contas'),
    items: [
      [
        t('Como funciona?'),
        t(
          'Membros anunciam contas de apps de entrega (Deliveroo, Uber Eats, Just Eat e outros) por um preço semanal. A administração verifica cada anúncio antes de publicá-lo, e o contato é combinado direto pelo WhatsApp.',
        ),
      ],
      [
        t('Quem vê o contato do dono?'),
        t(
          'Assinantes, tocando em “Revelar Contato”. Há um limite diário de contatos revelados por membro, para proteger os anunciantes de quem coleta números.',
        ),
      ],
      [
        t('Aluguei ou vendi minha conta.'),
        t('Marque o anúncio como alugado ou vendido: depois de 24 horas ele sai da lista.'),
      ],
    ],
  },
  {
    id: 'seguranca',
    title: t('Segurança'),
    items: [
      [
        t('Como evito golpes?'),
        <>
          {t('Antes de fechar negócio, confira o telefone ou email em')}{' '}
          <Link href={paths.verifyContact()}>{t('Verificar Contato')}</Link>
          {t(
            ': ele mostra se há um alerta da comunidade. Combine pelo WhatsApp, desconfie de pedidos de pagamento adiantado fora do combinado, confira documentos e nunca passe senhas nem códigos recebidos por SMS. Na dúvida, pergunte à administração.',
          )}
        </>,
      ],
      [
        t('Fui vítima de um golpe.'),
        <>
          {t('Envie um alerta da comunidade em')} <Link href={paths.verifyContact()}>{t('Verificar Contato')}</Link>{' '}
          {t('(a equipe confere antes de publicar) e fale com a administração pela página de')}{' '}
          <Link href={paths.contact()}>{t('Contato')}</Link>.
        </>,
      ],
      [
        t('Para que serve o mapa de áreas perigosas?'),
        <>
          {t('Em')} <Link href={paths.dangerousAreas()}>{t('Áreas Perigosas')}</Link>
          {t(
            ', assinantes relatam incidentes (roubo, assédio, acidente…). O mapa mostra os relatos dos últimos 30 dias com a posição arredondada (cerca de 100 m) e nunca quem relatou.',
          )}
        </>,
      ],
    ],
  },
];

/** /ajuda (every login state): short answers about membership, payments, listings, rentals and safety. */
export default function HelpPage() {
  return (
    <InfoPage
      title={PAGE_TITLES.help}
      intro={
        <p>
          {t(
            'Respostas curtas para as dúvidas mais comuns. Direito de trabalhar, seguro, e-bike, impostos e Garda estão nos',
          )}{' '}
          <Link href={paths.guides()} className="font-semibold text-brand-700 underline">
            {t('Guias do Entregador')}
          </Link>
          {t('. Não achou a sua? Veja a página de')}{' '}
          <Link href={paths.contact()} className="font-semibold text-brand-700 underline">
            {t('Contato')}
          </Link>
          .
        </p>
      }
    >
      <nav aria-label={t('Assuntos')} className="flex flex-wrap gap-2">
        {TOPICS.map((topic) => (
          <a
            key={topic.id}
            href={`#${topic.id}`}
            className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600"
          >
            {topic.title}
          </a>
        ))}
      </nav>
      {TOPICS.map((topic) => (
        <InfoSection key={topic.id} id={topic.id} title={topic.title}>
          <dl className="space-y-3">
            {topic.items.map(([q, a]) => (
              <div key={q}>
                <dt className="font-semibold text-slate-900">{q}</dt>
                <dd className="mt-0.5">{a}</dd>
              </div>
            ))}
          </dl>
        </InfoSection>
      ))}
    </InfoPage>
  );
}
