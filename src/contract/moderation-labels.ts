import { t } from './i18n.js';
/**
 * Issue 16: the owner's and the admin's sign that an edit of a published listing or rental waits
 * for review (the approved version stays published meanwhile). Zod-free: cards import it.
 */
export const PENDING_EDIT_LABEL = t('Alteração aguardando aprovação');
