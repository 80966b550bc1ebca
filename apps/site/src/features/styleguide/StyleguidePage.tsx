import {
  CentredCard,
  GendersPicker,
  ModalSubmit,
  PageWrapper,
  RichContent,
  SiteModal,
  SmartLink,
  BrandLogo,
  toast,
  useConfirm,
  useProgressWhile,
} from '@community/ui';
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title, useMantineTheme } from '@mantine/core';
import type { InfiniteData } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSite } from '../../shared/boot/boot-context';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useT } from '../../shared/i18n/useT';
import { EmptyNote } from '../../shared/layout/EmptyNote';
import { KeysetListStates, type LoadedPages } from '../../shared/layout/KeysetListStates';
import { MoreButton } from '../../shared/layout/MoreButton';
import { SectionHeading } from '../../shared/layout/SectionHeading';
import { SitePage } from '../../shared/layout/SitePage';

/**
 * /styleguide (SPEC 2, admin area: the route table's auth rule and admin-area role guard): the shared components of
 * libs/ui and of the site's shared layer, each in the states pages put it in — ready, loading, empty, error,
 * disabled — on the live theme, so a change to a component or to a brand's colours can be checked in one place.
 * A tool for the team: its own words are English; the components' words come from the site's translations.
 */

/** One example: a label over a bordered box with the component in one state. */
function Example({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Paper withBorder radius="md" p="md" mih={64}>
        {children}
      </Paper>
    </Stack>
  );
}

function Section({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} data-testid={`styleguide-${id}`}>
      <SectionHeading id={id} title={title} text={text} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" mt="sm">
        {children}
      </SimpleGrid>
    </Box>
  );
}

function Swatches({ colour }: { colour: string }) {
  const theme = useMantineTheme();
  const shades = theme.colors[colour] ?? [];
  return (
    <Group gap={4} wrap="wrap">
      {shades.map((shade, index) => (
        <Box key={index} title={`${colour}.${index} ${shade}`} w={28} h={28} bg={shade} style={{ borderRadius: 6, border: '1px solid var(--mantine-color-default-border)' }} />
      ))}
    </Group>
  );
}

function ThemeSection() {
  const theme = useMantineTheme();
  const secondary = String(theme.other.secondaryColor ?? theme.primaryColor);
  return (
    <Section id="theme" title="Theme" text="The brand's colours (Mantine shades 0–9), the headings and SPEC 9's breakpoints.">
      <Example label={`Primary (${theme.primaryColor})`}>
        <Swatches colour={theme.primaryColor} />
      </Example>
      <Example label={`Secondary (${secondary})`}>
        <Swatches colour={secondary} />
      </Example>
      <Example label="Headings">
        <Title order={2}>Heading 2</Title>
        <Title order={3}>Heading 3</Title>
        <Text c="dimmed">Dimmed text</Text>
      </Example>
      <Example label="Breakpoints" testId="styleguide-breakpoints">
        <Table fz="sm" verticalSpacing={2}>
          <Table.Tbody>
            {Object.entries(theme.breakpoints)
              .map(([name, value]) => ({ name, value, px: parseFloat(value) * 16 }))
              .sort((a, b) => a.px - b.px)
              .map(({ name, value, px }) => (
                <Table.Tr key={name}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{px} px</Table.Td>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Example>
    </Section>
  );
}

function ButtonsSection() {
  const [busy, setBusy] = useState(false);
  return (
    <Section id="buttons" title="Buttons" text="Mantine's buttons on the theme, and libs/ui's ModalSubmit (busy for at least 300 ms).">
      <Example label="Variants">
        <Group gap="xs">
          <Button>Filled</Button>
          <Button variant="light">Light</Button>
          <Button variant="default">Default</Button>
          <Button variant="subtle">Subtle</Button>
        </Group>
      </Example>
      <Example label="Loading and disabled">
        <Group gap="xs">
          <Button loading>Loading</Button>
          <Button disabled>Disabled</Button>
          <Button color="red">Danger</Button>
        </Group>
      </Example>
      <Example label="ModalSubmit: primary, error, busy, disabled">
        <Group gap="xs">
          <ModalSubmit busy={busy} onClick={() => setBusy((b) => !b)}>
            {busy ? 'Busy (click)' : 'Primary'}
          </ModalSubmit>
          <ModalSubmit type="error">Error</ModalSubmit>
          <ModalSubmit disabled>Disabled</ModalSubmit>
        </Group>
      </Example>
    </Section>
  );
}

function FieldsSection() {
  const t = useT();
  const [genders, setGenders] = useState('m');
  return (
    <Section id="fields" title="Form fields" text="Text fields, libs/ui's GendersPicker and the site's FormAlert, in their states.">
      <Example label="Text field: normal, error, disabled">
        <Stack gap="xs">
          <TextInput label="Name" placeholder="Your name" />
          <TextInput label="Name" defaultValue="x" error="Use at least 2 characters" />
          <TextInput label="Name" defaultValue="Disabled" disabled />
        </Stack>
      </Example>
      <Example label="GendersPicker">
        <GendersPicker value={genders} onChange={setGenders} legend="Who is on the profile" />
      </Example>
      <Example label="GendersPicker: error and disabled">
        <Stack gap="md">
          <GendersPicker value="" onChange={() => undefined} legend="Who is on the profile" error={t('auth.register.gendersRequired')} />
          <GendersPicker value="mf" onChange={() => undefined} legend="Who is on the profile" disabled />
        </Stack>
      </Example>
      <Example label="FormAlert (a server error naming no field)">
        <FormAlert errors={{ root: { server: { type: 'server', message: 'The server refused the form: try again later.' } } }} />
      </Example>
    </Section>
  );
}

/** A keyset list in one of its states, for KeysetListStates. */
const list = (state: 'loading' | 'error' | 'empty' | 'ready'): LoadedPages<string> => ({
  isError: state === 'error',
  isPending: state === 'loading',
  data:
    state === 'loading' || state === 'error'
      ? undefined
      : ({ pages: [{ items: state === 'ready' ? ['First item', 'Second item'] : [] }], pageParams: [null] } as InfiniteData<{ items: string[] }, unknown>),
});

function StatesSection() {
  const t = useT();
  const pageTexts = { notFoundTitle: t('errors.notFound.title'), notFoundText: t('errors.pageTimeout'), home: t('common.goHome'), loading: t('common.loading') };
  return (
    <Section id="states" title="Page and list states" text="libs/ui's PageWrapper (spinner after 200 ms, not-found on error) and the site's list states.">
      <Example label="PageWrapper: loading" testId="styleguide-page-loading">
        <PageWrapper ready={false} texts={pageTexts} timeoutMs={24 * 60 * 60 * 1000}>
          {() => null}
        </PageWrapper>
      </Example>
      <Example label="PageWrapper: error">
        <PageWrapper ready={false} error texts={pageTexts}>
          {() => null}
        </PageWrapper>
      </Example>
      <Example label="PageWrapper: ready">
        <PageWrapper ready texts={pageTexts}>
          {() => <Text>The page's content.</Text>}
        </PageWrapper>
      </Example>
      {(['loading', 'empty', 'error', 'ready'] as const).map((state) => (
        <Example key={state} label={`KeysetListStates: ${state}`} testId={`styleguide-list-${state}`}>
          <KeysetListStates list={list(state)} failed="The list could not be loaded." empty="Nothing here yet." emptyTestId="styleguide-empty">
            {(items) => (
              <Stack gap={4}>
                {items.map((item) => (
                  <Text key={item}>{item}</Text>
                ))}
              </Stack>
            )}
          </KeysetListStates>
        </Example>
      ))}
      <Example label="EmptyNote">
        <EmptyNote>No stories yet.</EmptyNote>
      </Example>
      <Example label="MoreButton: more, loading, none left">
        <Group gap="xs">
          <MoreButton list={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage: () => undefined }}>{t('stories.list.more')}</MoreButton>
          <MoreButton list={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage: () => undefined }}>{t('stories.list.more')}</MoreButton>
          <MoreButton list={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined }}>{t('stories.list.more')}</MoreButton>
        </Group>
      </Example>
    </Section>
  );
}

function FeedbackSection() {
  const t = useT();
  const confirm = useConfirm();
  const [modal, setModal] = useState(false);
  const [progress, setProgress] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  useProgressWhile(progress);
  return (
    <Section id="feedback" title="Feedback" text="The toast queue (one at a time, 500 ms apart), the confirmation dialog, the site modal and the progress bar.">
      <Example label="Toasts">
        <Group gap="xs">
          <Button variant="light" color="teal" onClick={() => toast.success('Saved')}>
            Success
          </Button>
          <Button variant="light" color="red" onClick={() => toast.error('Something went wrong')}>
            Error
          </Button>
          <Button variant="light" onClick={() => toast.info('For your information')}>
            Info
          </Button>
        </Group>
      </Example>
      <Example label="Confirmation dialog">
        <Group gap="xs">
          <Button
            variant="default"
            onClick={async () => setAnswer((await confirm({ title: 'Delete this story?', message: 'It cannot be undone.', confirmLabel: 'Delete', danger: true })) ? 'confirmed' : 'cancelled')}
          >
            Ask
          </Button>
          {answer ? <Badge variant="light">{answer}</Badge> : null}
        </Group>
      </Example>
      <Example label="Site modal and progress bar">
        <Group gap="xs">
          <Button variant="default" onClick={() => setModal(true)}>
            Open modal
          </Button>
          <Button variant="default" onClick={() => setProgress((p) => !p)} aria-pressed={progress}>
            {progress ? 'Stop progress' : 'Start progress'}
          </Button>
        </Group>
        <SiteModal opened={modal} onClose={() => setModal(false)} title="A site modal" closeLabel={t('common.close')}>
          <Stack>
            <Text>Modals close on Escape, the backdrop and the browser's back button.</Text>
            <ModalSubmit onClick={() => setModal(false)}>{t('common.close')}</ModalSubmit>
          </Stack>
        </SiteModal>
      </Example>
    </Section>
  );
}

const SAMPLE_HTML =
  '<h2>A heading</h2><p>Member text with <strong>bold</strong>, <em>italic</em> and <a href="https://example.com">a link</a>.</p><blockquote><p>A quote, clamped to six lines when long.</p></blockquote><ul><li>One</li><li>Two</li></ul>';

function ContentSection() {
  const site = useSite();
  return (
    <Section id="content" title="Content" text="Sanitised member HTML, the link that picks router or full load, the logo and the centred card.">
      <Example label="RichContent">
        <RichContent html={SAMPLE_HTML} />
      </Example>
      <Example label="SmartLink: page, external, document">
        <Stack gap={4}>
          <SmartLink href="/stories">A page of the site (router)</SmartLink>
          <SmartLink href="https://example.com">Another site (new tab, rel)</SmartLink>
          <SmartLink href="/brand/terms.pdf">A document</SmartLink>
        </Stack>
      </Example>
      <Example label="BrandLogo: image and text fallback">
        <Stack gap="xs">
          <BrandLogo src={site.brand.logo} src2x={site.brand.logo2x} alt={site.brand.alt} />
          <BrandLogo src={null} alt={site.brand.name} />
        </Stack>
      </Example>
      <Example label="CentredCard">
        <CentredCard title="Centred card" description="Log-in and confirmation pages use it." width={320}>
          <Button fullWidth>Continue</Button>
        </CentredCard>
      </Example>
    </Section>
  );
}

export function StyleguidePage() {
  return (
    <SitePage title="Styleguide" text="The shared components and their states, on this site's theme." size="xl" data-testid="styleguide">
      <Stack gap={48}>
        <ThemeSection />
        <ButtonsSection />
        <FieldsSection />
        <StatesSection />
        <FeedbackSection />
        <ContentSection />
      </Stack>
    </SitePage>
  );
}
