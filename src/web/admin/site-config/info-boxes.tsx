import type { LucideIcon } from 'lucide-react';
import Image from 'lucide-react/icons/image';
import Search from 'lucide-react/icons/search';
import Star from 'lucide-react/icons/star';
import type { ReactNode } from 'react';

function InfoBox({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-navy-800/15 bg-navy-800/5 p-4 text-sm text-slate-700">
      <p className="mb-1.5 flex items-center gap-2 font-bold text-navy-900">
        <Icon className="h-4 w-4" aria-hidden="true" /> {title}
      </p>
      <div className="space-y-1.5">{children}</div>
    </div>
  );
}

const code = 'rounded bg-white px-1 py-0.5 font-mono text-xs text-slate-800';

/** Spec: information boxes about SEO meta tags, favicon paths and the Open Graph image setting. */
export function SiteConfigInfoBoxes() {
  return (
    <div className="grid gap-3 lg:grid-cols-3">
      <InfoBox icon={Search} title="Meta tags de SEO">
        <p>
          <strong>Nome do site</strong> vira o título da aba e o <code className={code}>og:title</code>;{' '}
          <strong>Descrição do site</strong> vira a <code className={code}>meta description</code> e o{' '}
          <code className={code}>og:description</code>.
        </p>
        <p>
          O servidor escreve esses valores no HTML de cada página: buscadores e links compartilhados já mostram a
          mudança.
        </p>
      </InfoBox>
      <InfoBox icon={Star} title="Favicon e app instalado">
        <p>
          O ícone do site é <code className={code}>/favicon.svg</code>, servido da pasta{' '}
          <code className={code}>public/</code> do projeto.
        </p>
        <p>Para trocar, substitua o arquivo (SVG quadrado) e publique uma nova versão.</p>
        <p>
          No celular, o app instalado usa o <strong>Nome do site</strong>, a <strong>Cor do app</strong> na barra e a{' '}
          <strong>Cor de abertura do app</strong> na abertura (novas instalações).
        </p>
      </InfoBox>
      <InfoBox icon={Image} title="Imagem Open Graph">
        <p>
          A <strong>Imagem de compartilhamento</strong> aparece na prévia ao compartilhar o site no WhatsApp, Facebook e
          outros.
        </p>
        <p>
          Use um caminho começando com <code className={code}>/</code> ou uma URL <code className={code}>https://</code>
          ; tamanho recomendado 1200 × 630 px.
        </p>
      </InfoBox>
    </div>
  );
}
