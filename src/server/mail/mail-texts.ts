// Every account mail's words (issue 30): pt-BR, HTML and plain text from one description, with the
// site's title from site config. Links are absolute, built from PUBLIC_URL by the caller.
// Issue 36 (decision 058): written in pt-BR and translated piece by piece into the recipient's
// language (`mailTextsIn(lang)`, translate() with the catalogues' mail.server.json); what members or
// the administrator wrote (names, addresses, the site's title) is filled in as it is.
import { DEFAULT_LANG, type Lang, type Values } from '../../contract/i18n.js';
import { translate } from '../i18n/translate.js';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

interface MailParts {
  /** The recipient's language (the texts below are already in it; this sets `<html lang>` and the layout's words). */
  lang?: Lang;
  siteTitle: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Small print under the button (why the mail came, what to do if it was not you). */
  notes?: string[];
  /** A list under the paragraphs (the digest's notifications). */
  list?: { title: string; body: string }[];
  /** Non-security mails: the one-click unsubscribe page (works signed out). */
  unsubscribeUrl?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One mail in both forms: a plain layout that reads well in any client, and the same words as text. */
export function renderMail(p: MailParts): MailContent {
  const lang = p.lang ?? DEFAULT_LANG;
  const tr = (text: string, values?: Values) => translate(lang, text, values);
  const t = escapeHtml(p.siteTitle);
  const para = (s: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b">${escapeHtml(s)}</p>`;
  const note = (s: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#64748b">${escapeHtml(s)}</p>`;
  const button = p.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(p.button.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(p.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b">${escapeHtml(tr('Se o botão não abrir, copie este endereço no navegador:'))}<br><a href="${escapeHtml(p.button.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(p.button.url)}</a></p>`
    : '';
  const list = p.list?.length
    ? `<ul style="margin:0 0 16px;padding:0 0 0 20px;color:#1e293b">${p.list
        .map(
          (i) =>
            `<li style="margin:0 0 8px;font-size:15px;line-height:1.4"><strong>${escapeHtml(i.title)}</strong><br><span style="color:#475569">${escapeHtml(i.body)}</span></li>`,
        )
        .join('')}</ul>`
    : '';
  const unsubscribe = p.unsubscribeUrl
    ? `<p style="margin:8px 0 0;font-size:12px;color:#94a3b8">${escapeHtml(tr('Não quer mais estes emails?'))} <a href="${escapeHtml(p.unsubscribeUrl)}" style="color:#64748b">${escapeHtml(tr('Cancelar estes emails'))}</a> ${escapeHtml(tr('(não precisa entrar na conta).'))}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(p.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:14px;font-weight:bold;color:#1d4ed8">${t}</p>
<div style="background:#ffffff;border-radius:12px;padding:24px">
${para(p.greeting)}
${p.paragraphs.map(para).join('\n')}
${list}
${button}
${(p.notes ?? []).map(note).join('\n')}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#94a3b8">${t}</p>
${unsubscribe}
</div></body></html>`;
  const text = [
    p.greeting,
    '',
    ...p.paragraphs.flatMap((s) => [s, '']),
    ...(p.list?.length ? [...p.list.map((i) => `• ${i.title} — ${i.body}`), ''] : []),
    ...(p.button ? [`${p.button.label}: ${p.button.url}`, ''] : []),
    ...(p.notes ?? []).flatMap((s) => [s, '']),
    '—',
    p.siteTitle,
    ...(p.unsubscribeUrl
      ? ['', tr('Cancelar estes emails (não precisa entrar na conta): {url}', { url: p.unsubscribeUrl })]
      : []),
  ].join('\n');
  return { subject: p.subject, html, text };
}

/** Every mail's words in `lang` (pt-BR as written, else translated from the catalogues). */
export function mailTextsIn(lang: Lang) {
  const tr = (text: string, values?: Values) => translate(lang, text, values);
  const hello = (name: string) => tr('Olá, {name}!', { name });
  const render = (p: Omit<MailParts, 'lang'>) => renderMail({ ...p, lang });
  // auth/user-agent.ts's words for a browser or system it could not name; a name stays as it is.
  const unknownOr = (v: string) => (v === 'Navegador desconhecido' || v === 'Sistema desconhecido' ? tr(v) : v);

  return {
    verifyEmail: (siteTitle: string, name: string, url: string) =>
      render({
        siteTitle,
        subject: tr('Confirme seu email — {site}', { site: siteTitle }),
        greeting: hello(name),
        paragraphs: [tr('Bem-vindo à comunidade! Para confirmar que este email é seu, toque no botão abaixo.')],
        button: { label: tr('Confirmar meu email'), url },
        notes: [
          tr('O link vale por 24 horas e só pode ser usado uma vez.'),
          tr('Se você não se cadastrou, ignore este email.'),
        ],
      }),

    resetPassword: (siteTitle: string, name: string, url: string) =>
      render({
        siteTitle,
        subject: tr('Criar uma nova senha — {site}', { site: siteTitle }),
        greeting: hello(name),
        paragraphs: [tr('Recebemos um pedido para criar uma nova senha para a sua conta.')],
        button: { label: tr('Criar nova senha'), url },
        notes: [
          tr('O link vale por 1 hora e só pode ser usado uma vez.'),
          tr('Se não foi você, ignore este email: sua senha continua a mesma.'),
        ],
      }),

    passwordChanged: (siteTitle: string, name: string, loginUrl: string) =>
      render({
        siteTitle,
        subject: tr('Sua senha foi alterada — {site}', { site: siteTitle }),
        greeting: hello(name),
        paragraphs: [
          tr(
            'A senha da sua conta acabou de ser alterada. Por segurança, encerramos todas as sessões abertas: entre de novo com a nova senha.',
          ),
        ],
        button: { label: tr('Entrar'), url: loginUrl },
        notes: [tr('Se não foi você, peça uma nova senha agora e fale com o administrador pelo WhatsApp.')],
      }),

    changeEmail: (siteTitle: string, name: string, newEmail: string, url: string) =>
      render({
        siteTitle,
        subject: tr('Confirme seu novo email — {site}', { site: siteTitle }),
        greeting: hello(name),
        paragraphs: [
          tr('Você pediu para usar {email} na sua conta. Toque no botão abaixo para confirmar a troca.', {
            email: newEmail,
          }),
        ],
        button: { label: tr('Confirmar novo email'), url },
        notes: [tr('O link vale por 24 horas e só pode ser usado uma vez.'), tr('Se não foi você, ignore este email.')],
      }),

    emailChangeRequested: (siteTitle: string, name: string, newEmail: string) =>
      render({
        siteTitle,
        subject: tr('Pedido de troca de email — {site}', { site: siteTitle }),
        greeting: hello(name),
        paragraphs: [
          tr(
            'Alguém conectado à sua conta pediu para trocar o email para {email}. A troca só vale depois de confirmada pelo novo endereço.',
            { email: newEmail },
          ),
        ],
        notes: [tr('Se não foi você, troque sua senha agora e fale com o administrador pelo WhatsApp.')],
      }),

    emailChanged: (siteTitle: string, name: string, newEmail: string) =>
      render({
        siteTitle,
        subject: tr('Seu email foi alterado — {site}', { site: siteTitle }),
        greeting: hello(name),
        paragraphs: [tr('O email da sua conta agora é {email}. Os próximos avisos vão para lá.', { email: newEmail })],
        notes: [tr('Se não foi você, fale com o administrador pelo WhatsApp o quanto antes.')],
      }),

    newSignIn: (
      siteTitle: string,
      name: string,
      seen: { browser: string; system: string; when: string },
      sessionsUrl: string,
    ) =>
      render({
        siteTitle,
        subject: tr('Novo acesso à sua conta — {site}', { site: siteTitle }),
        greeting: hello(name),
        paragraphs: [
          tr(
            'Sua conta foi acessada de um navegador que ainda não conhecíamos: {browser} no {system}, em {when} (horário de Dublin).',
            { browser: unknownOr(seen.browser), system: unknownOr(seen.system), when: seen.when },
          ),
        ],
        button: { label: tr('Ver minhas sessões'), url: sessionsUrl },
        notes: [
          tr('Se foi você, não precisa fazer nada.'),
          tr('Se não foi você, toque em “Encerrar” nessa sessão e troque sua senha agora.'),
        ],
      }),

    twoFactorChanged: (siteTitle: string, name: string, on: boolean, settingsUrl: string) =>
      render({
        siteTitle,
        subject: on
          ? tr('Verificação em duas etapas ativada — {site}', { site: siteTitle })
          : tr('Verificação em duas etapas desativada — {site}', { site: siteTitle }),
        greeting: hello(name),
        paragraphs: [
          on
            ? tr(
                'A verificação em duas etapas foi ativada na sua conta: a partir de agora, entrar pede também o código do aplicativo autenticador. Guarde os códigos de recuperação em um lugar seguro.',
              )
            : tr('A verificação em duas etapas foi desativada na sua conta: entrar agora pede só a senha.'),
        ],
        button: { label: tr('Ver a segurança da conta'), url: settingsUrl },
        notes: [tr('Se não foi você, troque sua senha agora e fale com o administrador pelo WhatsApp.')],
      }),

    digest: (siteTitle: string, name: string, d: DigestParts) => digestMail(siteTitle, name, d, lang),
  };
}

/** The mails in pt-BR (the default language). */
export const mailTexts = mailTextsIn(DEFAULT_LANG);

/** The daily digest's content. */
export interface DigestParts {
  /** Already in the recipient's language (the notifications' texts). */
  items: { title: string; body: string }[];
  total: number;
  /** More unread than were read (the total is a floor). */
  more: boolean;
  when: string;
  openUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
}

/** Issue 30: the daily digest of unread notifications (a non-security mail: it can be cancelled). */
export function digestMail(siteTitle: string, name: string, d: DigestParts, lang: Lang = DEFAULT_LANG): MailContent {
  const tr = (text: string, values?: Values) => translate(lang, text, values);
  const count = d.more ? tr('mais de {n}', { n: d.total - 1 }) : String(d.total);
  // One text per form (the count may read 'mais de 99', plural either way).
  const one = d.total === 1;
  const rest = d.total - d.items.length;
  return renderMail({
    lang,
    siteTitle,
    subject: one
      ? tr('Resumo do dia: {count} notificação não lida — {site}', { count, site: siteTitle })
      : tr('Resumo do dia: {count} notificações não lidas — {site}', { count, site: siteTitle }),
    greeting: tr('Olá, {name}!', { name }),
    paragraphs: [
      one
        ? tr('Você tem {count} notificação não lida desde o último resumo:', { count })
        : tr('Você tem {count} notificações não lidas desde o último resumo:', { count }),
    ],
    list: d.items,
    button: { label: tr('Ver notificações'), url: d.openUrl },
    notes: [
      ...(rest > 0
        ? [d.more ? tr('E mais outras no aplicativo.') : tr('E {n} outras no aplicativo.', { n: rest })]
        : []),
      tr(
        'Resumo enviado em {when} (horário de Dublin) porque você ligou os emails em Configurações. Escolha o que chega por email em {url}.',
        { when: d.when, url: d.settingsUrl },
      ),
    ],
    unsubscribeUrl: d.unsubscribeUrl,
  });
}

/** The word between a date and its time, per language (a table: too small a text to be a template). */
const AT: Record<Lang, string> = { 'pt-BR': 'às', en: 'at', es: 'a las' };

/** A moment as Dublin reads it: pt-BR '26/11/2026 às 14:05', '26/11/2026 at 14:05', '26/11/2026 a las 14:05'. */
export function dublinTime(at: Date, lang: Lang = DEFAULT_LANG): string {
  const f = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'Europe/Dublin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (t: string) => f.find((x) => x.type === t)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${AT[lang]} ${part('hour')}:${part('minute')}`;
}
