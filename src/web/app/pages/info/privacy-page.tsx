import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { PAGE_TITLES } from '../../../../contract/page-titles.js';
import { paths } from '../../../lib/paths.js';
import { InfoPage, InfoSection } from './info-page.js';
import { RETENTION, STORED } from './privacy-data.js';

const UPDATED = '25/11/2026';

/** /privacidade (every login state): what is stored, why, for how long, who sees it, and the member's rights (GDPR). */
export default function PrivacyPage() {
  return (
    <InfoPage
      title={PAGE_TITLES.privacy}
      updated={UPDATED}
      binding
      intro={
        <p>
          {t(
            'A Comunidade Entregadores Dublin guarda só o que precisa para funcionar. Aqui está, em linguagem simples, o que guardamos, por quê, por quanto tempo, quem vê e como você exerce seus direitos pelo Regulamento Geral de Proteção de Dados (GDPR).',
          )}
        </p>
      }
    >
      <InfoSection id="quem-somos" title={t('Quem cuida dos seus dados')}>
        <p>
          {t(
            'A administração da Comunidade Entregadores Dublin, em Dublin, Irlanda, é a responsável pelos dados. Para qualquer pedido sobre eles, use o WhatsApp da administração na página de',
          )}{' '}
          <Link href={paths.contact()}>{t('Contato')}</Link>.
        </p>
      </InfoSection>

      <InfoSection id="o-que-guardamos" title={t('O que guardamos e por quê')}>
        <dl className="space-y-3">
          {STORED.map(([what, details, why]) => (
            <div key={what}>
              <dt className="font-semibold text-slate-900">{what}</dt>
              <dd className="mt-0.5">{details}</dd>
              <dd className="mt-0.5 text-sm text-slate-600">
                {t('Por quê:')} {why}
              </dd>
            </div>
          ))}
        </dl>
        <p>
          {t(
            'Não vendemos dados, não mostramos publicidade e não usamos ferramentas de rastreamento ou de análise de terceiros.',
          )}
        </p>
      </InfoSection>

      <InfoSection id="quem-ve" title={t('Quem vê o quê')}>
        <ul className="space-y-1.5">
          <li>
            <strong>{t('Todos os visitantes')}</strong>{' '}
            {t(
              'veem os anúncios aprovados (sem o WhatsApp), os eventos, os patrocinadores e o mapa de áreas perigosas — com a posição de cada relato arredondada para cerca de 100 m e nunca o nome de quem relatou.',
            )}
          </li>
          <li>
            <strong>{t('Outros membros')}</strong>{' '}
            {t(
              'veem seu nome de exibição, número de membro e foto nos seus anúncios e mensagens. O WhatsApp de um anúncio aparece só para assinantes, e o de um aluguel só depois de “Revelar Contato”.',
            )}
          </li>
          <li>
            <strong>{t('Uma mensagem')}</strong>{' '}
            {t(
              'é vista por quem enviou e por quem recebeu; a administração pode lê-la ao apurar uma denúncia ou ao consultar a ficha de um membro.',
            )}
          </li>
          <li>
            <strong>{t('A administração')}</strong>{' '}
            {t(
              'vê os dados da conta e o conteúdo necessário para moderar (anúncios pendentes, alertas, autor de cada relato, pedidos de parceria). Cada ação dela fica no registro de auditoria.',
            )}
          </li>
          <li>
            <strong>{t('Prestadores de serviço')}</strong>
            {t(
              ': o Stripe (pagamentos, como operador independente para os dados do cartão), a hospedagem do site e o armazenamento das imagens. Eles tratam os dados só para prestar esse serviço.',
            )}
          </li>
        </ul>
        <p>{t('Seu email, telefone e senha nunca aparecem para outros membros.')}</p>
      </InfoSection>

      <InfoSection id="por-quanto-tempo" title={t('Por quanto tempo')}>
        <dl className="space-y-3">
          {RETENTION.map(([what, howLong]) => (
            <div key={what}>
              <dt className="font-semibold text-slate-900">{what}</dt>
              <dd className="mt-0.5">{howLong}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>

      <InfoSection id="cookies" title={t('Cookies')}>
        <p>
          {t(
            'Usamos só um cookie, estritamente necessário: o da sessão, que mantém você conectado (assinado, inacessível a scripts, válido por até 30 dias). Não há cookies de publicidade nem de análise, por isso não mostramos aviso de cookies.',
          )}
        </p>
        <p>
          {t(
            'O navegador também guarda, só no seu aparelho, seus anúncios favoritos e se você fechou a faixa da promoção. Isso nunca é enviado ao servidor.',
          )}
        </p>
      </InfoSection>

      <InfoSection id="direitos" title={t('Seus direitos e como usá-los')}>
        <ul className="space-y-1.5">
          <li>
            <strong>{t('Acesso e portabilidade')}</strong>
            {t(': em')} <Link href={paths.settings()}>{t('Configurações')}</Link>
            {t(
              ', “Baixar meus dados” entrega na hora um arquivo ZIP com tudo o que guardamos sobre você (perfil, anúncios, aluguéis, mensagens, inscrições, relatos, sessões, fotos…) em um formato que outros serviços leem.',
            )}
          </li>
          <li>
            <strong>{t('Correção')}</strong>
            {t(': nome, nome de exibição, telefone, WhatsApp e foto se corrigem em')}{' '}
            <Link href={paths.settings()}>{t('Configurações')}</Link>
            {t('; seus anúncios, em “Meus Anúncios”. Para o resto, fale com a administração.')}
          </li>
          <li>
            <strong>{t('Exclusão')}</strong>
            {t(': “Excluir minha conta”, em')} <Link href={paths.settings()}>{t('Configurações')}</Link>
            {t(
              ', pede sua senha e uma confirmação. Primeiro cancela sua assinatura no Stripe (se isso falhar, nada é excluído e você é avisado); depois apaga sua conta, anúncios, aluguéis, fotos, inscrições em eventos e sessões. Os relatos de segurança continuam no mapa sem nenhum vínculo com você, e as mensagens que outros membros já receberam ficam com eles, com o remetente mostrado como “Membro removido”.',
            )}
          </li>
          <li>
            <strong>{t('Oposição e limitação')}</strong>
            {t(
              ': você pode se opor a um tratamento baseado em interesse legítimo ou pedir que ele seja limitado, pelo WhatsApp da administração.',
            )}
          </li>
          <li>
            <strong>{t('Reclamação')}</strong>
            {t(
              ': se achar que não cuidamos bem dos seus dados, você pode reclamar à autoridade irlandesa, a Data Protection Commission (',
            )}
            <a href="https://www.dataprotection.ie" target="_blank" rel="noopener noreferrer">
              dataprotection.ie
            </a>
            ).
          </li>
        </ul>
        <p>{t('Respondemos a pedidos feitos pela administração em até um mês, como manda o GDPR.')}</p>
      </InfoSection>

      <InfoSection id="mudancas" title={t('Mudanças nesta política')}>
        <p>
          {t(
            'Quando esta política mudar, a data no alto da página muda também; mudanças importantes são avisadas na comunidade antes de valer. Veja também os',
          )}{' '}
          <Link href={paths.terms()}>{t('Termos de Uso')}</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
