import MessageCircle from 'lucide-react/icons/message-circle';
import { t } from '../../contract/i18n.js';
import { buttonClass } from '../ui/button.js';

/** Opens a WhatsApp chat with the seller, the listing's title already in the message. */
export function WhatsappButton({ phone, title }: { phone: string; title: string }) {
  const digits = phone.replace(/\D/g, '');
  const text = encodeURIComponent(
    t('Olá! Vi seu anúncio "{title}" no marketplace da comunidade. Ainda está disponível?', { title }),
  );
  return (
    <div className="space-y-1">
      <a
        href={`https://wa.me/${digits}?text=${text}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('primary', 'md', 'w-full')}
        data-testid="whatsapp-contact"
      >
        <MessageCircle className="h-4 w-4" aria-hidden="true" /> {t('Chamar no WhatsApp')}
      </a>
      <p className="text-center text-xs text-slate-500">
        {t('WhatsApp do vendedor:')} <span className="font-semibold text-slate-700">{phone}</span>
      </p>
    </div>
  );
}
