import { INTERACTION_TABS, type InteractionTab } from '@community/domain';
import { SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useT } from '../../../shared/i18n/useT';
import { routeTo } from '../../../shared/routes';
import { interactionsQuery } from '../api';
import { relativeTime } from '../../../shared/format';
import { MemberCardView } from '../MemberCardView';
import { useLayoutLocale } from '../../../shared/i18n/useLayoutLocale';
import { SitePage } from '../../../shared/layout/SitePage';
import { MoreButton } from '../../../shared/layout/MoreButton';

const isTab = (s: string | undefined): s is InteractionTab => INTERACTION_TABS.includes(s as InteractionTab);

function TabList({ tab }: { tab: InteractionTab }) {
  const t = useT();
  const locale = useLayoutLocale();
  const query = useInfiniteQuery(interactionsQuery(tab));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.data && !items.length) {
    return (
      <Text c="dimmed" data-testid="interactions-empty">
        {t(`members.interactions.empty.${tab}`)}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {items.map((i) => (
          <MemberCardView key={`${i.member.id}-${i.at}`} member={i.member} extra={<Text size="xs" c="dimmed" suppressHydrationWarning>{relativeTime(i.at, locale)}</Text>} />
        ))}
      </SimpleGrid>
      <MoreButton list={query} w="fit-content">
        {t('members.showMore')}
      </MoreButton>
    </Stack>
  );
}

/** `/interactions/{tab}`: winks received and sent, who viewed my profile, my favourites. */
export function InteractionsPage() {
  const t = useT();
  const { tab } = useParams();
  const navigate = useNavigate();
  if (!isTab(tab)) return <Navigate to={routeTo('interactions-tab', { tab: 'winks-received' })} replace />;
  return (
    <SitePage title={t('members.interactions.title')} data-testid="interactions-page">
      <Tabs value={tab} onChange={(v) => v && void navigate(routeTo('interactions-tab', { tab: v }))} keepMounted={false}>
        <Tabs.List>
          {INTERACTION_TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`members.interactions.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          <TabList tab={tab} />
        </Tabs.Panel>
      </Tabs>
    </SitePage>
  );
}
