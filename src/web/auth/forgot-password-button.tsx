import { t } from '../../contract/i18n.js';
import { useSiteConfig } from '../lib/site-config.js';
import { toast } from '../ui/toast.js';

/**
 * Spec: "forgot password" opens a WhatsApp chat with the administrator (site config admin_whatsapp).
 * Issue 30: the second way, beside the reset link by email (/conta/esqueci-senha).
 */
export function ForgotPasswordButton({ email, label = t('Esqueci minha senha') }: { email: string; label?: string }) {
  const config = useSiteConfig();
  const open = () => {
    const digits = (config.get('admin_whatsapp') ?? '').replace(/\D/g, '');
    if (!digits) {
      toast({
        title: t('WhatsApp do administrador não encontrado. Tente novamente mais tarde.'),
        variant: 'destructive',
      });
      return;
    }
    const text = `${t('Olá! Esqueci minha senha da Comunidade Entregadores Dublin e preciso de ajuda para acessar minha conta.')}${email ? ` ${t('Meu email de cadastro: {email}', { email })}` : ''}`;
    window.open(`https://wa.me/${digits}?text=${encodeURIComponent(text)}`, '_blank', 'noopener,noreferrer');
  };
  return (
    <button type="button" onClick={open} className="text-sm font-semibold text-brand-700 hover:underline">
      {label}
    </button>
  );
}
