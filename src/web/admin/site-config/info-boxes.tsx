import type { LucideIcon } from 'lucide-react';
import Image from 'lucide-react/icons/image';
import Search from 'lucide-react/icons/search';
import Star from 'lucide-react/icons/star';
import type { ReactNode } from 'react';
import { t } from '../../../contract/i18n.js';

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

/**
 * A sentence with <b>…</b> and <code>…</code> marks, as a paragraph with those elements: one message per
 * sentence (issue 36), so each language orders its words and marks as it needs.
 */
function Rich({ text }: { text: string }) {
  return (
    <p>
      {text.split(/(<b>.*?<\/b>|<code>.*?<\/code>)/).map((part, i) => {
        const bold = /^<b>(.*)<\/b>$/.exec(part);
        if (bold) return <strong key={`${i}-b`}>{bold[1]}</strong>;
        const mono = /^<code>(.*)<\/code>$/.exec(part);
        if (mono)
          return (
            <code key={`${i}-c`} className={code}>
              {mono[1]}
            </code>
          );
        return part;
      })}
    </p>
  );
}

/** Spec: information boxes about SEO meta tags, favicon paths and the Open Graph image setting. */
export function SiteConfigInfoBoxes() {
  return (
    <div className="grid gap-3 lg:grid-cols-3">
      <InfoBox icon={Search} title={t('Meta tags de SEO')}>
        <Rich
          text={t(
            '<b>Nome do site</b> vira o título da aba e o <code>og:title</code>; <b>Descrição do site</b> vira a <code>meta description</code> e o <code>og:description</code>.',
          )}
        />
        <p>
          {t(
            'O servidor escreve esses valores no HTML de cada página: buscadores e links compartilhados já mostram a mudança.',
          )}
        </p>
      </InfoBox>
      <InfoBox icon={Star} title={t('Favicon e app instalado')}>
        <Rich
          text={t('O ícone do site é <code>/favicon.svg</code>, servido da pasta <code>public/</code> do projeto.')}
        />
        <p>{t('Para trocar, substitua o arquivo (SVG quadrado) e publique uma nova versão.')}</p>
        <Rich
          text={t(
            'No celular, o app instalado usa o <b>Nome do site</b>, a <b>Cor do app</b> na barra e a <b>Cor de abertura do app</b> na abertura (novas instalações).',
          )}
        />
      </InfoBox>
      <InfoBox icon={Image} title={t('Imagem Open Graph')}>
        <Rich
          text={t(
            'A <b>Imagem de compartilhamento</b> aparece na prévia ao compartilhar o site no WhatsApp, Facebook e outros.',
          )}
        />
        <Rich
          text={t(
            'Use um caminho começando com <code>/</code> ou uma URL <code>https://</code>; tamanho recomendado 1200 × 630 px.',
          )}
        />
      </InfoBox>
    </div>
  );
}
