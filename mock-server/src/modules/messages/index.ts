/**
 * The messages module: the user's inbox (站内消息, §2 /myMessage /myMessageDetail) — owns the table user_message.
 * Offers {@link createMessageService} (app.ts puts it in the shared context: every module that tells a user
 * something stores it here, and the push notice follows from the same write) and {@link messageRoutes} (the caller's
 * list, detail, unread counts, read, read-all and delete). Uses no other module.
 */
export { createMessageService, type MessageService, type NewMessage, type StoredMessage } from './service';
export { clearLotOutcomeMessages, storeHistoricMessages, LOT_OUTCOME_MESSAGES, type HistoricMessage } from './seed-messages';
export { messageRoutes } from './routes';
