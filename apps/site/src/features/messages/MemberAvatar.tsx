import type { Participant } from '@community/contracts';
import { Avatar } from '@mantine/core';

const COLOURS = ['pink', 'grape', 'indigo', 'teal'] as const;

/** A member's photo, or their initial on their colour variant (1–4) until photos exist. */
export function MemberAvatar({ member, size = 40 }: { member: Pick<Participant, 'name' | 'avatar'> | null; size?: number }) {
  const src = member?.avatar.small ?? null;
  const colour = COLOURS[((member?.avatar.colour ?? 1) - 1) % COLOURS.length];
  return (
    <Avatar src={src} alt="" size={size} radius="xl" color={colour} variant="filled" aria-hidden>
      {member?.name.slice(0, 1).toUpperCase() ?? '?'}
    </Avatar>
  );
}
