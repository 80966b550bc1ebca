// Groups (issue 20): pages by route (app/pages.ts); the community wall clubs share; the queries a loader may prime.
export { GroupsPage, CreateGroupPage, EditGroupPage, GroupCard } from './GroupsPages';
export { GroupPage, GroupPostPage, GroupMediaPage } from './GroupPage';
export { CommunityWall, WallPostCard, MemberLine, useFailToast, failureText } from './CommunityWall';
export { groupsApi, groupsKeys, groupQuery, useGroupsMutation } from './api';
