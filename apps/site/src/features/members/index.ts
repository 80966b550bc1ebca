/**
 * Members (profiles, interactions, search, activity, profile settings and setup) for other features: the
 * member avatar and card marks, and the activity card the home page shows. Its pages are registered in
 * app/pages.ts; its profile tab in profile-tabs.tsx.
 */
export { MemberAvatar } from './MemberAvatar';
export { MemberMarks } from './MemberCardView';
export { ActivityCard } from './activity/ActivityPage';
