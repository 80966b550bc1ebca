import type { MemberCard } from '@community/contracts';
import { Avatar, type MantineSize } from '@mantine/core';

/** SPEC 9: members without a photo get one of four colour variants, always the same one. */
const COLOURS = ['pink', 'grape', 'indigo', 'teal'] as const;

export function MemberAvatar({ member, size = 'lg' }: { member: Pick<MemberCard, 'name' | 'avatar'>; size?: MantineSize | number }) {
  const src = member.avatar.medium ?? member.avatar.small;
  return (
    <Avatar src={src} alt={member.name} size={size} radius="xl" color={COLOURS[(member.avatar.colour - 1) % COLOURS.length]} variant="filled">
      {member.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
