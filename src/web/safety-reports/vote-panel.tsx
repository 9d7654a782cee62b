import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import {
  VOTE_LABELS,
  VOTE_QUESTION,
  type VoteAnswer,
  voteMessages,
} from '../../contract/safety-report-votes-labels.js';
import { errorMessage } from '../lib/api.js';
import { paths } from '../lib/paths.js';
import { toast } from '../ui/toast.js';
import { useAnswerSafetyReport, useSafetyReportVotes } from './api/safety-report-votes.js';

const ICONS = { confirm: Eye, dispute: EyeOff } as const;

/**
 * Issue 31: 'Ainda está acontecendo?' inside a report's popup (rendered there through a portal).
 * Members answer and may change their answer; everyone sees the counts.
 */
export function VotePanel({
  reportId,
  signedIn,
  onResize,
}: {
  reportId: number;
  signedIn: boolean;
  /** The popup grows when the counts arrive: Leaflet lays it out again. */
  onResize: () => void;
}) {
  const tally = useSafetyReportVotes(reportId);
  const answer = useAnswerSafetyReport(reportId);
  const loaded = tally.data !== undefined;
  useEffect(() => {
    if (loaded) onResize();
  }, [loaded, onResize]);

  const choose = (a: VoteAnswer) =>
    answer.mutate(a, {
      // The server's message is pt-BR: the same text from the contract, in this build's language.
      onSuccess: (r) =>
        toast({
          title: r.removed ? voteMessages.removed : voteMessages.saved,
          variant: r.removed ? 'default' : 'success',
        }),
      onError: (err) =>
        toast({
          title: t('Erro'),
          description: errorMessage(err, t('Não foi possível registrar.')),
          variant: 'destructive',
        }),
    });

  if (tally.isError) return <p className="vote-note">{t('Este relato não está mais no mapa.')}</p>;
  const counts = { confirm: tally.data?.confirmations, dispute: tally.data?.disputes };
  return (
    <div className="vote-panel" data-testid="vote-panel">
      <p className="vote-question">{VOTE_QUESTION}</p>
      <div className="vote-buttons">
        {(['confirm', 'dispute'] as const).map((a) => {
          const Icon = ICONS[a];
          const mine = tally.data?.mine === a;
          return (
            <button
              key={a}
              type="button"
              className={`vote-button vote-${a}`}
              aria-pressed={signedIn ? mine : undefined}
              disabled={!signedIn || !loaded || answer.isPending}
              onClick={() => !mine && choose(a)}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              <span>{VOTE_LABELS[a]}</span>
              <span className="vote-count">
                {counts[a] ?? '–'}
                <span className="sr-only"> {counts[a] === 1 ? t('membro') : t('membros')}</span>
              </span>
            </button>
          );
        })}
      </div>
      {!signedIn && (
        <p className="vote-note">
          <Link href={paths.login()}>{t('Entre')}</Link> {t('para responder.')}
        </p>
      )}
    </div>
  );
}
