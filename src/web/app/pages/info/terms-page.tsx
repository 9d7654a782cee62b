import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { PAGE_TITLES } from '../../../../contract/page-titles.js';
import { paths } from '../../../lib/paths.js';
import { InfoPage, InfoSection } from './info-page.js';

const UPDATED = '25/11/2026';

/** /termos (every login state): the rules of the community, linked from the registration checkbox. */
export default function TermsPage() {
  return (
    <InfoPage
      title={PAGE_TITLES.terms}
      updated={UPDATED}
      binding
      intro={
        <p>
          {t(
            'Ao criar uma conta na Comunidade Entregadores Dublin você aceita estas regras. Elas existem para que a comunidade continue um lugar útil e seguro para os entregadores brasileiros em Dublin.',
          )}
        </p>
      }
    >
      <InfoSection id="conta" title={t('Sua conta')}>
        <ul className="space-y-1.5">
          <li>{t('Você precisa ter pelo menos 18 anos e informar dados verdadeiros: nome, email e telefone.')}</li>
          <li>{t('A conta é pessoal. Guarde sua senha; tudo o que for feito com ela é de sua responsabilidade.')}</li>
          <li>{t('Cada membro recebe um número de membro, que identifica você na comunidade.')}</li>
        </ul>
      </InfoSection>

      <InfoSection id="assinatura" title={t('Assinatura e pagamento')}>
        <ul className="space-y-1.5">
          <li>
            {t(
              'A assinatura é mensal, em euros, cobrada pelo Stripe e renovada automaticamente. O preço em vigor aparece em',
            )}{' '}
            <Link href={paths.subscribe()}>{t('Assinar')}</Link> {t('antes de você pagar.')}
          </li>
          <li>
            {t(
              'Você pode cancelar quando quiser no seu painel: nada mais é cobrado e o acesso continua até o fim do mês já pago.',
            )}
          </li>
          <li>
            {t(
              'Se uma renovação falhar, o acesso continua por alguns dias enquanto o pagamento é tentado de novo; depois, é suspenso.',
            )}
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="conteudo" title={t('O que você publica')}>
        <ul className="space-y-1.5">
          <li>
            {t(
              'Anúncios, aluguéis, eventos, mensagens, relatos e alertas devem ser verdadeiros e legais. É proibido: golpes, produtos roubados ou ilegais, conteúdo ofensivo, assédio, spam e dados de outras pessoas sem permissão.',
            )}
          </li>
          <li>{t('Todo anúncio novo e toda alteração passam pela aprovação da administração antes de aparecer.')}</li>
          <li>
            {t(
              'Você continua dono do que publica e nos autoriza a mostrar esse conteúdo no site enquanto ele estiver publicado.',
            )}
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="aluguel" title={t('Aluguel de contas')}>
        <p>
          {t(
            'A comunidade só aproxima quem oferece e quem procura uma conta: o acordo, o pagamento e o cumprimento das regras de cada aplicativo de entrega são responsabilidade das partes. A verificação da administração reduz o risco de golpe, mas não é uma garantia.',
          )}
        </p>
      </InfoSection>

      <InfoSection id="seguranca" title={t('Negócios entre membros')}>
        <p>
          {t(
            'Vendas, trocas, doações e aluguéis são combinados diretamente entre membros. A comunidade não participa do pagamento nem da entrega e não responde por eles. Desconfie de ofertas boas demais e, se for vítima de um golpe, avise a administração pela página de',
          )}{' '}
          <Link href={paths.contact()}>{t('Contato')}</Link>.
        </p>
      </InfoSection>

      <InfoSection id="moderacao" title={t('Moderação e suspensão')}>
        <p>
          {t(
            'A administração pode recusar, esconder ou remover conteúdo que descumpra estas regras e desativar contas que as descumpram de forma grave ou repetida. Cada decisão fica registrada. Se discordar de uma decisão, fale com a administração.',
          )}
        </p>
      </InfoSection>

      <InfoSection id="dados" title={t('Seus dados')}>
        <p>
          {t('O que guardamos, por quanto tempo e como baixar ou excluir seus dados está na')}{' '}
          <Link href={paths.privacy()}>{t('Política de Privacidade')}</Link>
          {t('. Você pode excluir sua conta a qualquer momento em Configurações.')}
        </p>
      </InfoSection>

      <InfoSection id="geral" title={t('Disposições gerais')}>
        <ul className="space-y-1.5">
          <li>
            {t(
              'O site é oferecido como está; fazemos o possível para que funcione sempre, mas pode haver interrupções.',
            )}
          </li>
          <li>
            {t(
              'Quando estes termos mudarem, a data no alto da página muda também; mudanças importantes são avisadas antes de valer.',
            )}
          </li>
          <li>
            {t(
              'Estes termos seguem a lei da Irlanda, sem prejuízo dos direitos que a lei do seu país de residência garante ao consumidor.',
            )}
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
