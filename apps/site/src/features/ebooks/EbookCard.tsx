import type { Ebook } from '@community/contracts';
import { toast, useConfirm } from '@community/ui';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { CoverImage } from '../stories';
import { ebooksApi, ebooksKeys } from './api';

const STATUS_COLOUR = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

/**
 * An ebook: cover, title, writer, summary, size and the EPUB download; in the writer's own list (`showStatus`),
 * its review state, the editors' reason and the edit and delete actions.
 */
export function EbookCard({ ebook, showStatus = false }: { ebook: Ebook; showStatus?: boolean }) {
  const t = useT();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const remove = async () => {
    if (
      !(await confirm({
        title: t('ebooks.delete'),
        message: t('ebooks.deleteConfirm'),
        confirmLabel: t('ebooks.delete'),
        danger: true,
      }))
    )
      return;
    try {
      await ebooksApi.remove(ebook.id);
      toast.success(t('ebooks.deleted'));
      await queryClient.invalidateQueries({ queryKey: ebooksKeys.all });
    } catch (err) {
      toast.error(isApiRequestError(err) ? err.error.message : t('errors.unexpected'));
    }
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      data-testid="ebook-card"
      aria-labelledby={`ebook-${ebook.id}`}
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        <CoverImage cover={ebook.cover} alt={t('stories.cover.alt', { title: ebook.title })} width={90} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={3} size="h4" id={`ebook-${ebook.id}`}>
              {ebook.title}
            </Title>
            {showStatus ? (
              <Badge color={STATUS_COLOUR[ebook.status]} variant="light" data-testid="ebook-status">
                {t(`ebooks.status.${ebook.status}`)}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {ebook.author.name ? (
              <Anchor component={Link} to={routeTo('profile-name-ebooks', { name: ebook.author.name })} inherit>
                {t('ebooks.by', { name: ebook.author.name })}
              </Anchor>
            ) : null}
            {' · '}
            {t('ebooks.meta', {
              chapters: ebook.chapterCount.toLocaleString(),
              words: ebook.wordCount.toLocaleString(),
            })}
          </Text>
          {ebook.summary ? <Text size="sm">{ebook.summary}</Text> : null}
          {showStatus && ebook.status === 'rejected' && ebook.rejectReason ? (
            <Alert color="red" variant="light" data-testid="ebook-reject-reason">
              <Text size="sm">{t('ebooks.rejectReason', { reason: ebook.rejectReason })}</Text>
              <Text size="sm" c="dimmed">
                {t('ebooks.rejectedHint')}
              </Text>
            </Alert>
          ) : null}
          <Group gap="xs">
            {ebook.epubUrl && (ebook.status === 'approved' || ebook.canEdit) ? (
              <Button
                component="a"
                href={ebook.epubUrl}
                download
                size="compact-md"
                variant={ebook.status === 'approved' ? 'filled' : 'default'}
              >
                {t('ebooks.download')}
              </Button>
            ) : null}
            {showStatus && ebook.canEdit ? (
              <>
                <Button
                  component={Link}
                  to={`${routeTo('ebooks-create')}?ebook=${encodeURIComponent(ebook.id)}`}
                  size="compact-md"
                  variant="default"
                >
                  {t('ebooks.edit')}
                </Button>
                <Button size="compact-md" variant="subtle" color="red" onClick={() => void remove()}>
                  {t('ebooks.delete')}
                </Button>
              </>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
