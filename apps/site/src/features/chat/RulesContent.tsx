import { List, Stack, Text } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';

export const RULE_KEYS = ['adults', 'respect', 'consent', 'noSpam', 'noMoney', 'privacy', 'moderators', 'report'] as const;

/** The chat rules, shared by the rules dialog and `/chat/rules`. */
export function RulesContent() {
  const t = useT();
  return (
    <Stack gap="sm" data-testid="chat-rules">
      <Text>{t('chat.rules.intro')}</Text>
      <List spacing="xs" type="ordered">
        {RULE_KEYS.map((k) => (
          <List.Item key={k}>{t(`chat.rules.${k}`)}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('chat.rules.enforcement')}
      </Text>
    </Stack>
  );
}
