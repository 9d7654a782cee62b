import { type ModerateDescriptionInput, safetyMessages as msg } from '../../contract/safety-reports.js';
import { notFound } from '../http-errors.js';
import { createSafetyReportsRepository } from './safety-reports.repository.js';
import type { SafetyReportsDeps } from './safety-reports.service.js';

/**
 * Moderation (issue 31): an admin edits a report's description or removes it (empty: 'Descrição
 * removida pela moderação.'), audited in the same transaction. The audit keeps the lengths, never
 * the removed words (they may describe a person).
 */
export async function moderateDescription(
  deps: Pick<SafetyReportsDeps, 'db' | 'audit'>,
  admin: { id: number },
  id: number,
  input: ModerateDescriptionInput,
) {
  const description = input.description || msg.descriptionRemoved;
  await deps.db.transaction(async (tx) => {
    const row = await createSafetyReportsRepository(tx).setDescription(id, description);
    if (!row) throw notFound(msg.notFound);
    await deps.audit.record(tx, {
      actorId: admin.id,
      action: 'safety-reports.description',
      targetType: 'safety-report',
      targetId: id,
      details: { area: row.area, removed: !input.description, before: row.before.length, after: description.length },
    });
  });
  return { message: msg.descriptionSaved, description };
}
