import { Box, Container, Text } from '@mantine/core';
import { useSite } from '../boot-context';
import { useT } from '../i18n/useT';
import classes from './layout.module.css';

/** A slim footer; the full footer with link blocks (SPEC 2) comes with the shell. */
export function SiteFooter() {
  const t = useT();
  const site = useSite();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="md" px={{ base: 'sm', sm: 'md' }}>
        <Text size="xs" c="dimmed" ta="center">
          {t('footer.copyright', { year: new Date().getFullYear(), brand: site.brand.name })}
        </Text>
      </Container>
    </Box>
  );
}
