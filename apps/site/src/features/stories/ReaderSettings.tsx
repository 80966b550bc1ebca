import type { StoryReaderSettings } from '@community/contracts';
import {
  DEFAULT_READER_SETTINGS,
  READER_FONT_SIZE,
  READER_FONTS,
  READER_THEME_COLOURS,
  READER_THEMES,
  READER_WIDTH_CH,
  READER_WIDTHS,
  readerFontSize,
} from '@community/domain';
import { toast } from '@community/ui';
import { ActionIcon, Button, Group, Popover, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type CSSProperties } from 'react';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { storiesApi, storiesKeys } from './api';

/**
 * Reader settings (font size, line width, serif or sans, light, dark or sepia). A member's are stored by the
 * API (`/api/reader-settings`) and follow them to every device; a guest's last while the page is open.
 */
export function useReaderSettings(): { settings: StoryReaderSettings; change: (next: StoryReaderSettings) => void; saving: boolean } {
  const t = useT();
  const { loggedIn } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: storiesKeys.readerSettings,
    queryFn: ({ signal }) => storiesApi.readerSettings(signal),
    enabled: loggedIn,
    staleTime: Infinity,
    // Not the page's data: a failure leaves the defaults rather than an error page.
    meta: { background: true },
  });
  const save = useMutation({
    mutationFn: storiesApi.saveReaderSettings,
    onMutate: async (next) => {
      const before = queryClient.getQueryData<StoryReaderSettings>(storiesKeys.readerSettings);
      queryClient.setQueryData(storiesKeys.readerSettings, next);
      return { before };
    },
    onError: (_e, _next, ctx) => {
      queryClient.setQueryData(storiesKeys.readerSettings, ctx?.before ?? DEFAULT_READER_SETTINGS);
      toast.error(t('stories.reader.settingsFailed'));
    },
    onSuccess: (saved) => queryClient.setQueryData(storiesKeys.readerSettings, saved),
  });
  // A guest's choice lasts while the page is open.
  const [guest, setGuest] = useState<StoryReaderSettings>(DEFAULT_READER_SETTINGS);
  const settings = loggedIn ? (query.data ?? DEFAULT_READER_SETTINGS) : guest;
  const change = (next: StoryReaderSettings) => (loggedIn ? save.mutate(next) : setGuest(next));
  return { settings, change, saving: save.isPending };
}

/** The chapter's style for these settings. */
export function readerStyle(s: StoryReaderSettings): CSSProperties {
  const colours = READER_THEME_COLOURS[s.theme];
  return {
    fontSize: `${s.fontSize}px`,
    lineHeight: 1.65,
    maxWidth: `${READER_WIDTH_CH[s.width]}ch`,
    marginInline: 'auto',
    fontFamily: s.font === 'serif' ? 'Georgia, "Times New Roman", serif' : 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    background: colours.background,
    color: colours.color,
    padding: 'var(--mantine-spacing-md)',
    borderRadius: 'var(--mantine-radius-md)',
  };
}

export function ReaderSettingsButton({ settings, change }: { settings: StoryReaderSettings; change: (next: StoryReaderSettings) => void }) {
  const t = useT();
  const set = <K extends keyof StoryReaderSettings>(key: K, value: StoryReaderSettings[K]) => change({ ...settings, [key]: value });
  return (
    <Popover position="bottom-end" shadow="md" width={300} trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" data-testid="reader-settings">
          {t('stories.reader.settings')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={600} mb={4}>
              {t('stories.reader.fontSize')}
            </Text>
            <Group gap="xs">
              <ActionIcon
                variant="default"
                aria-label={t('stories.reader.smaller')}
                disabled={settings.fontSize <= READER_FONT_SIZE.min}
                onClick={() => set('fontSize', readerFontSize(settings.fontSize - READER_FONT_SIZE.step))}
              >
                A−
              </ActionIcon>
              <Text size="sm" data-testid="reader-font-size">
                {settings.fontSize}px
              </Text>
              <ActionIcon
                variant="default"
                aria-label={t('stories.reader.larger')}
                disabled={settings.fontSize >= READER_FONT_SIZE.max}
                onClick={() => set('fontSize', readerFontSize(settings.fontSize + READER_FONT_SIZE.step))}
              >
                A+
              </ActionIcon>
            </Group>
          </div>
          <Choice label={t('stories.reader.width')} value={settings.width} options={READER_WIDTHS} prefix="stories.reader.width" onChange={(v) => set('width', v)} />
          <Choice label={t('stories.reader.font')} value={settings.font} options={READER_FONTS} prefix="stories.reader.font" onChange={(v) => set('font', v)} />
          <Choice label={t('stories.reader.theme')} value={settings.theme} options={READER_THEMES} prefix="stories.reader.theme" onChange={(v) => set('theme', v)} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function Choice<V extends string>({ label, value, options, prefix, onChange }: { label: string; value: V; options: readonly V[]; prefix: string; onChange: (v: V) => void }) {
  const t = useT();
  return (
    <div>
      <Text size="sm" fw={600} mb={4} id={`${prefix}-label`}>
        {label}
      </Text>
      <SegmentedControl
        fullWidth
        size="xs"
        aria-labelledby={`${prefix}-label`}
        value={value}
        onChange={(v) => onChange(v as V)}
        data={options.map((o) => ({ value: o, label: t(`${prefix}.${o}` as Parameters<typeof t>[0]) }))}
      />
    </div>
  );
}
