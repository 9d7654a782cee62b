import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PAGE_TITLES } from '../../../../contract/page-titles.js';
import { paths } from '../../../lib/paths.js';
import { InfoPage, InfoSection } from './info-page.js';

type Qa = [question: string, answer: ReactNode];

const TOPICS: { id: string; title: string; items: Qa[] }[] = [
  {
    id: 'assinatura',
    title: 'Assinatura',
    items: [
      [
        'Como entro na comunidade?',
        <>
          Crie sua conta em <Link href={paths.register()}>Cadastrar</Link>: você recebe na hora um número de membro.
          Para contatar vendedores, anunciar, mandar mensagens, participar de eventos e ver contatos de aluguel, assine
          em <Link href={paths.subscribe()}>Assinar</Link>.
        </>,
      ],
      [
        'O que posso fazer sem assinar?',
        'Ver a página inicial, o marketplace, os eventos, os anúncios de aluguel de contas e o mapa de áreas perigosas. Contatos, mensagens e anúncios próprios são para assinantes.',
      ],
      [
        'Esqueci minha senha. E agora?',
        <>
          Em <Link href={paths.login()}>Entrar</Link>, toque em “Esqueci minha senha” e digite o email da sua conta:
          enviamos um link, válido por 1 hora, para você criar uma nova senha. Sem acesso ao email? Na mesma página,
          fale com a administração pelo WhatsApp, que confere sua identidade e ajuda você a voltar para a conta.
        </>,
      ],
    ],
  },
  {
    id: 'pagamentos',
    title: 'Pagamentos',
    items: [
      [
        'Como pago?',
        'A assinatura é mensal, em euros, cobrada pelo Stripe (cartão, Apple Pay ou Google Pay quando o aparelho oferece). Os dados do cartão ficam com o Stripe: o site nunca os vê.',
      ],
      [
        'Como cancelo?',
        <>
          No seu <Link href={paths.dashboard()}>painel</Link>, em Pagamentos, toque em “Cancelar assinatura”. Nada mais
          é cobrado e você continua membro até o fim do mês já pago.
        </>,
      ],
      [
        'O pagamento da renovação falhou.',
        'Você continua membro por alguns dias enquanto o Stripe tenta de novo. Atualize o cartão em “Gerenciar pagamento” no painel, quando disponível, ou fale com a administração.',
      ],
    ],
  },
  {
    id: 'anuncios',
    title: 'Anúncios no marketplace',
    items: [
      [
        'Por que meu anúncio não aparece?',
        'Todo anúncio novo, e toda alteração de um anúncio, passa pela aprovação da administração antes de aparecer para todos. Em “Meus Anúncios” você vê se ele está pendente, aprovado ou rejeitado.',
      ],
      [
        'Quantas fotos posso pôr?',
        'Até 4 fotos por anúncio, de até 5 MB cada. A primeira é a capa, e você pode escolher outra.',
      ],
      [
        'Como falo com quem anunciou?',
        'Assinantes tocam em “Enviar Mensagem” no anúncio (ou “CONTATAR VENDEDOR” na lista) e conversam pelo site; o WhatsApp do anunciante aparece só para assinantes.',
      ],
    ],
  },
  {
    id: 'aluguel',
    title: 'Aluguel de contas',
    items: [
      [
        'Como funciona?',
        'Membros anunciam contas de apps de entrega (Deliveroo, Uber Eats, Just Eat e outros) por um preço semanal. A administração verifica cada anúncio antes de publicá-lo, e o contato é combinado direto pelo WhatsApp.',
      ],
      [
        'Quem vê o contato do dono?',
        'Assinantes, tocando em “Revelar Contato”. Há um limite diário de contatos revelados por membro, para proteger os anunciantes de quem coleta números.',
      ],
      [
        'Aluguei ou vendi minha conta.',
        'Marque o anúncio como alugado ou vendido: depois de 24 horas ele sai da lista.',
      ],
    ],
  },
  {
    id: 'seguranca',
    title: 'Segurança',
    items: [
      [
        'Como evito golpes?',
        <>
          Antes de fechar negócio, confira o telefone ou email em{' '}
          <Link href={paths.verifyContact()}>Verificar Contato</Link>: ele mostra se há um alerta da comunidade. Combine
          pelo WhatsApp, desconfie de pedidos de pagamento adiantado fora do combinado, confira documentos e nunca passe
          senhas nem códigos recebidos por SMS. Na dúvida, pergunte à administração.
        </>,
      ],
      [
        'Fui vítima de um golpe.',
        <>
          Envie um alerta da comunidade em <Link href={paths.verifyContact()}>Verificar Contato</Link> (a equipe confere
          antes de publicar) e fale com a administração pela página de <Link href={paths.contact()}>Contato</Link>.
        </>,
      ],
      [
        'Para que serve o mapa de áreas perigosas?',
        <>
          Em <Link href={paths.dangerousAreas()}>Áreas Perigosas</Link>, assinantes relatam incidentes (roubo, assédio,
          acidente…). O mapa mostra os relatos dos últimos 30 dias com a posição arredondada (cerca de 100 m) e nunca
          quem relatou.
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
          Respostas curtas para as dúvidas mais comuns. Direito de trabalhar, seguro, e-bike, impostos e Garda estão nos{' '}
          <Link href={paths.guides()} className="font-semibold text-brand-700 underline">
            Guias do Entregador
          </Link>
          . Não achou a sua? Veja a página de{' '}
          <Link href={paths.contact()} className="font-semibold text-brand-700 underline">
            Contato
          </Link>
          .
        </p>
      }
    >
      <nav aria-label="Assuntos" className="flex flex-wrap gap-2">
        {TOPICS.map((t) => (
          <a
            key={t.id}
            href={`#${t.id}`}
            className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600"
          >
            {t.title}
          </a>
        ))}
      </nav>
      {TOPICS.map((t) => (
        <InfoSection key={t.id} id={t.id} title={t.title}>
          <dl className="space-y-3">
            {t.items.map(([q, a]) => (
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
