export { MessagesPage } from './MessagesPage';
export { NeverMissMatchPage } from './NeverMissMatchPage';
export { MessagesMenuContent } from './MessagesMenuContent';
export { useUnreadMessages } from './useUnreadMessages';
export { MessagingBridge } from './MessagingBridge';
export { MessagesModal } from './MessagesModal';
