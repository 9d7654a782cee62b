import MessageCircle from 'lucide-react/icons/message-circle';
import { useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { PAGE_TITLES } from '../../../../contract/page-titles.js';
import { paths } from '../../../lib/paths.js';
import { useSiteConfig } from '../../../lib/site-config.js';
import { PartnerForm } from '../../../partner-applications/partner-form.js';
import { PartnerSent } from '../../../partner-applications/partner-sent.js';
import { buttonClass } from '../../../ui/button.js';
import { InfoPage, InfoSection } from './info-page.js';

const GREETING = t('Olá! Vim pela página de contato da Comunidade Entregadores Dublin.');

/** /contact (every login state): the administrator's WhatsApp (site config admin_whatsapp) and the partner form. */
export default function ContactPage() {
  const config = useSiteConfig();
  const digits = (config.get('admin_whatsapp') ?? '').replace(/\D/g, '');
  const [sent, setSent] = useState(false);
  return (
    <InfoPage
      title={PAGE_TITLES.contact}
      intro={
        <p>
          {t('Dúvidas rápidas costumam ter resposta na')}{' '}
          <Link href={paths.help()} className="font-semibold text-brand-700 underline">
            {t('Central de Ajuda')}
          </Link>
          {t('. Para o resto, fale com a administração.')}
        </p>
      }
    >
      <InfoSection id="whatsapp" title={t('WhatsApp da administração')}>
        <p>
          {t(
            'Suporte a membros, problemas com pagamento, recuperação de senha, pedidos sobre seus dados e denúncias: escreva para a administração pelo WhatsApp. Respondemos na ordem de chegada.',
          )}
        </p>
        {digits ? (
          <a
            href={`https://wa.me/${digits}?text=${encodeURIComponent(GREETING)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
            data-testid="contact-whatsapp"
          >
            <MessageCircle className="h-5 w-5" aria-hidden="true" /> {t('Falar com a administração')}
          </a>
        ) : (
          !config.isPending && (
            <p className="text-sm text-slate-500">
              {t('O WhatsApp da administração não está disponível no momento. Tente novamente mais tarde.')}
            </p>
          )
        )}
      </InfoSection>
      <InfoSection id="alerta" title={t('Seu nome está em um alerta da comunidade?')}>
        <p>
          {t(
            'Membros podem enviar um alerta da comunidade sobre alguém que aplicou um golpe; a administração confere cada alerta antes de ele valer. Se você foi citado em um alerta da comunidade e acha que ele está errado, peça a revisão pelo WhatsApp da administração acima: diga o telefone ou email citado e explique o que aconteceu. A administração revê o alerta e pode desativá-lo a qualquer momento.',
          )}
        </p>
      </InfoSection>
      <section aria-labelledby="parceria-title" className="space-y-3">
        <div>
          <h2 id="parceria-title" className="text-lg font-bold text-slate-900">
            {t('Empresas e parcerias')}
          </h2>
          <p className="mt-1 text-[15px] text-slate-700">
            {t(
              'Bicicletarias, oficinas, lojas, seguros e escolas: envie sua proposta e a administração responde pelo email ou telefone informado.',
            )}
          </p>
        </div>
        {sent ? <PartnerSent onAgain={() => setSent(false)} /> : <PartnerForm onSent={() => setSent(true)} />}
      </section>
    </InfoPage>
  );
}
