export { ChatPage } from './ChatPage';
export { ChatEnterPage } from './ChatEnterPage';
export { ChatRulesPage } from './ChatRulesPage';
export { CamTestPage } from './CamTestPage';
