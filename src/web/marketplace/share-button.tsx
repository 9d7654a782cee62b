import Share2 from 'lucide-react/icons/share-2';
import { t } from '../../contract/i18n.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/toast.js';

/** Web Share API where there is one (phones); otherwise the link is copied with a toast. */
export function ShareButton({ title }: { title: string }) {
  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, text: t('{title} — Marketplace da comunidade', { title }), url });
        return;
      } catch (err) {
        if ((err as DOMException).name === 'AbortError') return; // the user closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: t('Link copiado!'),
        description: t('Cole o link para compartilhar este anúncio.'),
        variant: 'success',
      });
    } catch {
      toast({ title: t('Não foi possível copiar o link'), description: url });
    }
  }
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={t('Compartilhar')}
      title={t('Compartilhar')}
      onClick={() => void share()}
    >
      <Share2 className="h-5 w-5" aria-hidden="true" />
    </Button>
  );
}
