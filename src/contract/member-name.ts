import { t } from './i18n.js';
// How a member is named to other members, in one place (issue 28: new members showed as
// 'Membro CL0006 CL0006': the number both in the name and in the badge beside it). No zod: the
// message list and the item page load it.

export interface Named {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The display name; else the first name (and last name when the caller has it); else 'Membro'.
 * Never the member number: it is shown once, in the badge beside the name or by `memberLabel`.
 */
export function memberName(m: Named): string {
  const display = m.displayName?.trim();
  if (display) return display;
  return (
    [m.firstName, m.lastName]
      .map((s) => s?.trim())
      .filter(Boolean)
      .join(' ') || t('Membro')
  );
}

/** The name and the number once, where no number badge stands beside it: 'Ana S. · CL0006', 'Membro · CL0006'. */
export function memberLabel(m: Named & { memberNumber?: string | null }): string {
  const name = memberName(m);
  return m.memberNumber ? `${name} · ${m.memberNumber}` : name;
}
