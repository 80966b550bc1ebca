import { imageLinks, mentions } from '@community/domain';
import { ActionIcon, Anchor, Badge, Group, Image, Menu, Text } from '@mantine/core';
import { useSite } from '../../shared/boot/boot-context';
import { useT } from '../../shared/i18n/useT';
import { replaceEmoticons } from '../messages';
import classes from './chat.module.css';
import type { TabMessage } from './useChat';

const COLOURS = ['pink.7', 'grape.7', 'indigo.7', 'teal.7'] as const;

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/giu;

/** Plain text with web addresses as links (SPEC 2: external links open in a new tab, noopener noreferrer nofollow). */
function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((piece, i) =>
        i % 2 === 1 ? (
          <Anchor key={i} href={piece} target="_blank" rel="noopener noreferrer nofollow" style={{ overflowWrap: 'anywhere' }}>
            {piece}
          </Anchor>
        ) : (
          piece
        ),
      )}
    </>
  );
}

/** Only the site's own images show inline (the page's content security policy allows no others). */
const ownImage = (src: string) => src.startsWith('/') && !src.startsWith('//');

function Body({ text, showImages }: { text: string; showImages: boolean }) {
  const images = showImages ? imageLinks(text).filter(ownImage) : [];
  return (
    <>
      {replaceEmoticons(text).map((part, i) =>
        typeof part === 'string' ? (
          <Linked key={i} text={part} />
        ) : (
          <span key={i} role="img" aria-label={part.name} title={part.shortcode}>
            {part.unicode}
          </span>
        ),
      )}
      {images.map((src) => (
        <Image key={src} src={src} alt="" mah={240} maw={320} fit="contain" radius="sm" mt={4} loading="lazy" referrerPolicy="no-referrer" />
      ))}
    </>
  );
}

/** The sender's photo: shown where the room and my settings allow, else a note; a note too once it is gone. */
function Photo({ message, showImages }: { message: TabMessage; showImages: boolean }) {
  const t = useT();
  if (!message.hasMedia) return null;
  const note = (text: string) => (
    <Text span size="xs" c="dimmed" fs="italic" ml={message.body ? 6 : 0}>
      {text}
    </Text>
  );
  if (!message.media) return note(t('chat.photoGone'));
  if (!showImages) return note(t('chat.photoHidden'));
  return (
    <Image
      src={message.media.sizes.medium}
      alt={t('chat.photo')}
      mah={240}
      maw={320}
      fit="contain"
      radius="sm"
      mt={4}
      loading="lazy"
      referrerPolicy="no-referrer"
      data-testid="chat-photo"
    />
  );
}

/**
 * One chat line: time, nick (in the sender's colour), text with emoticons; image links become images where
 * the room and the viewer's settings allow; a mention of my nick is highlighted. A blocked member's line is
 * left out or, when the viewer shows blocked members, folded.
 */
export function MessageLine({
  message,
  myNick,
  mine,
  blocked,
  showImages,
  compact,
  classic = false,
  onReport,
  onNick,
}: {
  message: TabMessage;
  myNick: string;
  mine: boolean;
  blocked: boolean;
  showImages: boolean;
  compact: boolean;
  /** The classic chat look: `[time] <nick> text`. */
  classic?: boolean;
  onReport?: () => void;
  onNick?: () => void;
}) {
  const t = useT();
  const site = useSite();
  const time = new Date(message.createdAt).toLocaleTimeString(site.locale.replace('_', '-'), { hour: '2-digit', minute: '2-digit' });
  const mentioned = !mine && mentions(message.body, myNick);
  return (
    <div className={classes.line} data-mention={mentioned || undefined} data-compact={compact || undefined} data-testid="chat-line">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Text span size="xs" c="dimmed" className={classes.time}>
          {classic ? `[${time}]` : time}
        </Text>
        <Text span size="sm" style={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
          <Text
            span
            fw={700}
            c={COLOURS[(message.from.colour - 1 + COLOURS.length) % COLOURS.length]}
            className={onNick ? classes.nick : undefined}
            onClick={onNick}
            role={onNick ? 'button' : undefined}
            tabIndex={onNick ? 0 : undefined}
          >
            {classic ? `<${message.from.nick}>` : message.from.nick}
          </Text>
          {classic ? ' ' : ': '}
          {blocked ? (
            <Text span c="dimmed" fs="italic">
              {t('chat.blockedMessage')}
            </Text>
          ) : (
            <span data-testid="chat-body">
              <Body text={message.body} showImages={showImages} />
              <Photo message={message} showImages={showImages} />
            </span>
          )}
          {message.held ? (
            <Badge ml={6} size="xs" color="orange" variant="light" title={t('chat.heldExplain')}>
              {t('chat.held')}
            </Badge>
          ) : null}
        </Text>
        {onReport && !mine ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('chat.messageActions')} className={classes.lineMenu}>
                ⋯
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onReport}>{t('chat.report')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </div>
  );
}
