// No zod here: the marketplace list and item pages show the message button and its texts, and
// should not download zod for them. src/contract/messages.ts re-exports all of this.

/** Spec section 9: a message has at most 500 characters; the messages page shows 3 skeleton cards. */
export const MESSAGE_MAX = 500;
export const MESSAGE_SKELETONS = 3;
export const MESSAGES_PAGE_SIZE = 20;
/** The reply dialog's conversation: the latest messages first fetched, older ones on demand. */
export const CONVERSATION_PAGE_SIZE = 20;

/** Who a message is from once its sender deleted their account (issue 15, decision 023). */
export const REMOVED_MEMBER = 'Membro removido';

export const messageMessages = {
  /** A link to a conversation with nothing left to show (a notification's, issue 29). */
  conversationGone: 'Esta conversa não está mais disponível: as mensagens foram apagadas ou a conta foi excluída.',
  contentRequired: 'Por favor, digite uma mensagem.',
  contentMax: `A mensagem deve ter no máximo ${MESSAGE_MAX} caracteres.`,
  contentInvalid: 'A mensagem contém caracteres inválidos.',
  recipientRequired: 'ID do destinatário não encontrado. Por favor, tente novamente.',
  toSelf: 'Você não pode enviar uma mensagem para si mesmo.',
  itemNotFound: 'Item não encontrado',
  subscriptionRequired: 'Você precisa de uma assinatura ativa para enviar mensagens.',
  notFound: 'Mensagem não encontrada.',
  onlyReceiverMarksRead: 'Apenas o destinatário pode marcar a mensagem como lida.',
  tooManyPerMinute: 'Você enviou muitas mensagens em pouco tempo. Aguarde um minuto e tente novamente.',
  tooManyPerDay: (n: number) => `Você atingiu o limite de ${n} mensagens por dia. Tente novamente amanhã.`,
  // Spec section 8 (toasts).
  sentTitle: 'Mensagem enviada!',
  sentText: 'Sua mensagem foi enviada com sucesso. Verifique a aba de mensagens para acompanhar a conversa.',
  sendFailedTitle: 'Erro ao enviar mensagem',
  sendFailed: 'Não foi possível enviar a mensagem.',
  sendFailedItemPage: 'Não foi possível enviar a mensagem. Tente novamente.',
  markReadFailed: 'Não foi possível marcar a mensagem como lida.',
  replyEmpty: 'Digite uma mensagem antes de enviar',
  replyFailedTitle: 'Erro ao enviar resposta',
  replyFailed: 'Tente novamente mais tarde',
  repliedTitle: 'Resposta enviada',
  repliedText: 'Sua resposta foi enviada com sucesso!',
  deleteFailedTitle: 'Erro ao deletar mensagem',
  deleteFailed: 'Não foi possível deletar a mensagem.',
  deletedTitle: 'Mensagem deletada',
  deletedText: 'A mensagem foi removida com sucesso.',
} as const;
