import { Download } from 'lucide-react';
import { buttonClass } from '../ui/button.js';
import { Card } from '../ui/card.js';

/** Issue 15 (GDPR self-service): the member takes out a copy of their data, no one to write to. */
export function PrivacyCard() {
  return (
    <Card className="p-5" data-testid="privacy-card">
      <h2 className="text-base font-bold text-slate-900">Privacidade</h2>
      <p className="mt-2 text-sm text-slate-600">
        Baixe uma cópia de tudo o que a comunidade guarda sobre você: perfil, anúncios, aluguéis, mensagens enviadas e recebidas, eventos, relatórios de
        segurança e as suas fotos, num arquivo ZIP.
      </p>
      {/* A plain download link: the server streams the ZIP, the browser saves it. */}
      <a href="/api/privacy/export" download className={buttonClass('outline', 'md', 'mt-4 w-full sm:w-auto')}>
        <Download className="h-4 w-4" aria-hidden="true" /> Baixar meus dados
      </a>
    </Card>
  );
}
