// No zod here: the marketplace list and item pages show the message button and its texts, and
// should not download zod for them. src/contract/messages.ts re-exports all of this.
import { t } from './i18n.js';

/** Spec section 9: a message has at most 500 characters; the messages page shows 3 skeleton cards. */
export const MESSAGE_MAX = 500;
export const MESSAGE_SKELETONS = 3;
export const MESSAGES_PAGE_SIZE = 20;
/** The reply dialog's conversation: the latest messages first fetched, older ones on demand. */
export const CONVERSATION_PAGE_SIZE = 20;

/** Who a message is from once its sender deleted their account (issue 15, decision 023). */
export const REMOVED_MEMBER = t('Membro removido');

export const messageMessages = {
  /** A link to a conversation with nothing left to show (a notification's, issue 29). */
  conversationGone: t('Esta conversa não está mais disponível: as mensagens foram apagadas ou a conta foi excluída.'),
  contentRequired: t('Por favor, digite uma mensagem.'),
  contentMax: t('A mensagem deve ter no máximo {max} caracteres.', { max: MESSAGE_MAX }),
  contentInvalid: t('A mensagem contém caracteres inválidos.'),
  recipientRequired: t('ID do destinatário não encontrado. Por favor, tente novamente.'),
  toSelf: t('Você não pode enviar uma mensagem para si mesmo.'),
  itemNotFound: t('Item não encontrado'),
  subscriptionRequired: t('Você precisa de uma assinatura ativa para enviar mensagens.'),
  notFound: t('Mensagem não encontrada.'),
  onlyReceiverMarksRead: t('Apenas o destinatário pode marcar a mensagem como lida.'),
  tooManyPerMinute: t('Você enviou muitas mensagens em pouco tempo. Aguarde um minuto e tente novamente.'),
  tooManyPerDay: (n: number) => t('Você atingiu o limite de {n} mensagens por dia. Tente novamente amanhã.', { n }),
  // Spec section 8 (toasts).
  sentTitle: t('Mensagem enviada!'),
  sentText: t('Sua mensagem foi enviada com sucesso. Verifique a aba de mensagens para acompanhar a conversa.'),
  sendFailedTitle: t('Erro ao enviar mensagem'),
  sendFailed: t('Não foi possível enviar a mensagem.'),
  sendFailedItemPage: t('Não foi possível enviar a mensagem. Tente novamente.'),
  markReadFailed: t('Não foi possível marcar a mensagem como lida.'),
  replyEmpty: t('Digite uma mensagem antes de enviar'),
  replyFailedTitle: t('Erro ao enviar resposta'),
  replyFailed: t('Tente novamente mais tarde'),
  repliedTitle: t('Resposta enviada'),
  repliedText: t('Sua resposta foi enviada com sucesso!'),
  deleteFailedTitle: t('Erro ao deletar mensagem'),
  deleteFailed: t('Não foi possível deletar a mensagem.'),
  deletedTitle: t('Mensagem deletada'),
  deletedText: t('A mensagem foi removida com sucesso.'),
} as const;
