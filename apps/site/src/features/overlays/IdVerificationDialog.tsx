import { SiteModal, SmartLink } from '@community/ui';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';

/**
 * SPEC 2's ID-verification prompt (ignores backdrop clicks): what verification is, what happens to the
 * document, what it unlocks, and a link to the verification route (its page comes with the verification
 * family; until then that route shows its coming-soon page).
 */
export function IdVerificationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const { profile } = useAuth();
  const verified = profile?.member.isVerified ?? false;
  return (
    <SiteModal opened={opened} onClose={onClose} title={t('overlays.id.title')} closeLabel={t('common.close')} dismissable={false} pinable centered>
      <Stack gap="md" data-testid="id-dialog">
        {verified ? (
          <Text>{t('overlays.id.done')}</Text>
        ) : (
          <>
            <Text>{t('overlays.id.what')}</Text>
            <Text>{t('overlays.id.benefit')}</Text>
            <Text size="sm" c="dimmed">
              {t('overlays.id.privacy')}
            </Text>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus={verified ? true : undefined}>
            {verified ? t('common.close') : t('overlays.id.later')}
          </Button>
          {verified ? null : (
            <Button component={SmartLink} href={routeTo('id-')} onClick={onClose} data-autofocus>
              {t('overlays.id.start')}
            </Button>
          )}
        </Group>
      </Stack>
    </SiteModal>
  );
}
