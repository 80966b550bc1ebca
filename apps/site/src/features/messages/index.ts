export { MessagesPage } from './MessagesPage';
export { NeverMissMatchPage } from './NeverMissMatchPage';
export { MessagesMenuContent } from './MessagesMenuContent';
export { useUnreadMessages } from './useUnreadMessages';
export { MessagingBridge } from './MessagingBridge';
export { MessagesModal } from './MessagesModal';
// For chat and notifications: emoticons, the alert chime, the participant avatar, times and the menu styles.
export { replaceEmoticons } from './emoticons';
export { playChime } from './alerts';
export { MemberAvatar as ParticipantAvatar } from './MemberAvatar';
export { formatWhen } from './format';
export { default as messagesClasses } from './messages.module.css';
