import ExternalLink from 'lucide-react/icons/external-link';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { memberLabel, memberName } from '../../contract/member-name.js';
import type { Message } from '../../contract/messages.js';
import { REMOVED_MEMBER } from '../../contract/messages-labels.js';
import type { MemberRef } from '../../contract/users.js';
import { useIsBlocked } from '../blocks/api/get-blocks.js';
import { BlockButton } from '../blocks/block-button.js';
import { cn } from '../lib/cn.js';
import { formatDateTime } from '../lib/dates.js';
import { featurePaths, paths } from '../lib/paths.js';
import { ReportButton } from '../reports/report-button.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { ContactAlert } from '../ui/contact-alert.js';

/**
 * Spec: the display name, with the member-number badge beside it; 'Membro removido' for a deleted
 * account. Issue 28: the first name when there is no display name, and the number only once (the
 * spec's 'Membro' plus number beside the badge read 'Membro CL0006 CL0006').
 */
export const partyName = (p: MemberRef | null) => (p ? memberName(p) : REMOVED_MEMBER);
/** The same where no badge stands beside it: the number once, after the name. */
export const partyLabel = (p: MemberRef | null) => (p ? memberLabel(p) : REMOVED_MEMBER);

/**
 * A received or sent message (spec section 2, Messages). The text is rendered as text (React
 * escapes it: HTML typed by a member never becomes markup) with its line breaks kept.
 */
export function MessageCard({
  message: m,
  box,
  onMarkRead,
  onDelete,
  onReply,
  busy,
}: {
  message: Message;
  box: 'received' | 'sent';
  onMarkRead?: () => void;
  onDelete: () => void;
  onReply?: () => void;
  busy?: boolean;
}) {
  const received = box === 'received';
  const other = received ? m.sender : m.receiver;
  const unread = received && !m.read;
  // Deleting takes two taps: the bin asks first, 'Excluir' in the question deletes.
  const [confirming, setConfirming] = useState(false);
  // Issue 15: no reply to a member one blocked (the server refuses it both ways anyway).
  const blocked = useIsBlocked(received ? (m.sender?.id ?? null) : null);
  return (
    <article
      // Not the Card primitive: its border and background would win over the unread ones (no tailwind-merge).
      className={cn(
        'rounded-2xl border p-4 shadow-sm sm:p-5',
        unread ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500' : 'border-slate-200 bg-white',
      )}
      data-testid={received ? 'received-message' : 'sent-message'}
      data-unread={unread || undefined}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {unread && (
              <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600" data-testid="unread-dot">
                <span className="sr-only">{t('Não lida')}</span>
              </span>
            )}
            <p className={cn('truncate text-slate-900', unread ? 'font-bold' : 'font-semibold')}>
              {received ? '' : <span className="font-normal text-slate-500">{t('Para:')} </span>}
              {other ? (
                // Issue 33: the member's profile (rating, reviews, what they offer).
                <Link href={featurePaths.memberProfile(other.memberNumber)} className="hover:underline">
                  {partyName(other)}
                </Link>
              ) : (
                partyName(other)
              )}
            </p>
            {other && <Badge tone="navy">{other.memberNumber}</Badge>}
          </div>
          <p className="mt-0.5 text-xs text-slate-500">
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-2 shrink-0 text-slate-500 hover:text-red-600"
          onClick={() => setConfirming(true)}
          disabled={busy || confirming}
          aria-label={t('Excluir mensagem')}
          title={t('Excluir mensagem')}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>

      {confirming && (
        <div
          role="group"
          aria-label={t('Confirmar exclusão')}
          className="mt-3 flex flex-wrap items-center justify-end gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2"
        >
          <p className="mr-auto text-sm font-semibold text-red-800">{t('Excluir esta mensagem?')}</p>
          <Button variant="outline" size="sm" onClick={() => setConfirming(false)} disabled={busy} autoFocus>
            {t('Cancelar')}
          </Button>
          <Button variant="destructive" size="sm" onClick={onDelete} disabled={busy}>
            {t('Excluir')}
          </Button>
        </div>
      )}

      {m.itemTitle && (
        <div className="mt-3 rounded-lg border border-slate-200 bg-white/80 px-3 py-2 text-sm">
          <span className="text-slate-500">{t('Sobre o item:')} </span>
          {m.itemId ? (
            <a
              href={paths.marketplaceItem(m.itemId)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {m.itemTitle}
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only"> {t('(abre em nova aba)')}</span>
            </a>
          ) : (
            <span className="font-semibold text-slate-700">{m.itemTitle}</span>
          )}
        </div>
      )}

      <p
        className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800"
        data-testid="message-content"
      >
        {m.content}
      </p>
      <ContactAlert alert={m.alert} className="mt-3" />

      {received && (
        <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
          <div className="mr-auto -ml-3 flex flex-wrap">
            <ReportButton kind="message" targetId={m.id} />
            {m.sender && (
              <>
                <ReportButton kind="member" targetId={m.sender.id} label={t('Denunciar membro')} />
                <BlockButton memberId={m.sender.id} memberName={partyName(m.sender)} />
              </>
            )}
          </div>
          {unread && onMarkRead && (
            <Button variant="outline" size="sm" onClick={onMarkRead} disabled={busy}>
              {t('Marcar como lida')}
            </Button>
          )}
          {/* Nobody to answer once the sender deleted their account, nor a member one blocked (the server refuses it both ways anyway). */}
          {onReply && m.sender && !blocked && (
            <Button size="sm" onClick={onReply} disabled={busy}>
              {t('Responder')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
