import { routeTo } from '@community/contracts';
import { fillNavPlaceholders, filterNavItems, footerButton, isStoriesSite, LIMITS } from '@community/domain';
import { BrandLogo, SiteModal, SmartLink } from '@community/ui';
import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useBoot, useSite } from '../../shared/boot/boot-context';
import { useT } from '../../shared/i18n/useT';
import { openUpgradeDialog } from '../../shared/upgrade';
import { DarkModeControl } from './Navbar';
import classes from './shell.module.css';
import { SITE_FOOTER_ATTRIBUTE } from './useFooterInView';
import { useNavViewer, useSiteFlags } from '../../shared/auth/viewer';

/**
 * The guest's footer prompt (SPEC 2 Footer): join or log in. A SiteModal like every other dialog (SPEC 2
 * overlays), so back, Escape and the backdrop close it; its links replace the modal's history entry.
 */
function FooterPrompt({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <SiteModal opened={opened} onClose={onClose} title={t('shell.footerPrompt.title')} closeLabel={t('common.close')} centered>
      <Text mb="lg">{t('shell.footerPrompt.text')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button component={SmartLink} href={routeTo('login')} variant="default" onClick={onClose}>
          {t('nav.login')}
        </Button>
        <Button component={SmartLink} href={routeTo('register')} onClick={onClose} data-autofocus>
          {t('nav.register')}
        </Button>
      </Group>
    </SiteModal>
  );
}

/** The footer's main button: label and destination from the domain's footerButton rule. */
function FooterAction() {
  const t = useT();
  const { layout } = useBoot();
  const flags = useSiteFlags();
  const { profile } = useAuth();
  const [promptOpen, prompt] = useDisclosure(false);
  const button = footerButton(profile, flags, profile?.permissions.canUpgrade ?? false);
  const label = t(`footer.button.${button.text}`);

  if (button.action === 'footer-prompt') {
    return (
      <>
        <Button onClick={prompt.open} data-testid="footer-button">
          {label}
        </Button>
        <FooterPrompt opened={promptOpen} onClose={prompt.close} />
      </>
    );
  }
  if (button.action === 'upgrade-dialog') {
    const reason = button.reason ?? 'footer';
    // The upgrade dialog (overlays) opens with reason footer; while none is registered, the upgrade page.
    return (
      <Button
        component={Link}
        to={routeTo('upgrade', {}, { reason })}
        data-testid="footer-button"
        onClick={(event) => {
          if (openUpgradeDialog({ reason })) event.preventDefault();
        }}
      >
        {label}
      </Button>
    );
  }
  const to = button.to === 'stories-create' ? routeTo('stories-create') : (layout.layout?.footer.chatEnterHref ?? routeTo('chat-enter'));
  return (
    <Button component={Link} to={to} data-testid="footer-button">
      {label}
    </Button>
  );
}

/** SPEC 2 Footer: brand, text, the main action button and up to six link columns filtered by login state. */
export function SiteFooter() {
  const t = useT();
  const site = useSite();
  const { layout } = useBoot();
  const flags = useSiteFlags();
  const viewer = useNavViewer();
  const blocks = filterNavItems(layout.layout?.footer.blocks ?? [], viewer)
    .map((block) => ({
      ...block,
      links: filterNavItems(block.links, viewer).flatMap((link) => {
        const href = fillNavPlaceholders(link.href, viewer);
        return href === null ? [] : [{ ...link, href }];
      }),
    }))
    .filter((block) => block.links.length > 0)
    .slice(0, LIMITS.footerMaxColumns);
  const text = layout.layout?.footer.text || site.brand.text || t(isStoriesSite(flags) ? 'footer.about.stories' : 'footer.about.community');

  return (
    <Box component="footer" className={classes.footer} {...{ [SITE_FOOTER_ATTRIBUTE]: '' }}>
      <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="xl">
          <Stack gap="sm" align="flex-start">
            <BrandLogo src={site.brand.logo} src2x={site.brand.logo2x} alt={site.brand.alt} height={32} />
            <Text size="sm" c="dimmed" maw={560}>
              {text}
            </Text>
            <FooterAction />
          </Stack>
          {blocks.length > 0 ? (
            // Up to six columns (SPEC 2, 9): two on phones, three on tablets, all of them on wide screens.
            <SimpleGrid
              cols={{ base: Math.min(2, blocks.length), sm: Math.min(3, blocks.length), lg: blocks.length }}
              spacing="lg"
              data-testid="footer-blocks"
              data-columns={blocks.length}
            >
              {blocks.map((block) => (
                <Stack key={block.title} gap={6}>
                  <Title order={2} size="h6">
                    {block.title}
                  </Title>
                  {block.links.map((link) => (
                    <SmartLink key={link.text} href={link.href} target={link.target} nofollow={link.nofollow} className={classes.footerLink}>
                      {link.text}
                    </SmartLink>
                  ))}
                </Stack>
              ))}
            </SimpleGrid>
          ) : null}
        </Stack>
        <Group justify="space-between" mt="xl" gap="md">
          <Text size="xs" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear(), brand: site.brand.name })}
          </Text>
          <Box w={220}>
            <DarkModeControl />
          </Box>
        </Group>
      </Container>
    </Box>
  );
}
