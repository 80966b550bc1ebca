import { Button, Paper } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { SitePage } from '../../shared/layout/SitePage';
import { RulesContent } from './RulesContent';

/** `/chat/rules`: the chat rules as a page (the chat screen shows the same text in its rules dialog). */
export function ChatRulesPage() {
  const t = useT();
  return (
    <SitePage title={t('chat.rules.title')} breadcrumbs={[{ label: t('chat.title'), href: routeTo('chat-enter') }]} size="md">
      <Paper withBorder radius="md" p="lg">
        <RulesContent />
        <Button component={Link} to={routeTo('chat-enter')} mt="lg">
          {t('chat.getChatting')}
        </Button>
      </Paper>
    </SitePage>
  );
}
