import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AlbumAccessRequest, AlbumCreate, AlbumInviteCreate, AlbumInviteListQuery, AlbumListQuery, AlbumUpdate } from '@community/contracts';
import { OptionalViewer, Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { AlbumsService } from './albums.service.js';

const Id = z.uuid('id must be an album id');

/** Albums (`/profile/{name}/media/albums`). */
@ApiTags('media')
@Controller('api/media-albums')
export class AlbumsController {
  constructor(private readonly albums: AlbumsService) {}

  @Route.get({ access: 'optional', summary: 'A member’s albums; members also see closed albums (name and count) so they can ask for access' })
  async list(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: AlbumListQuery }) q: z.infer<typeof AlbumListQuery>) {
    return { data: await this.albums.list(viewer?.member ?? null, q.owner, q.after, q.limit) };
  }

  @Route.get(':id', { access: 'optional', summary: 'One album and where the caller stands with it' })
  async get(@OptionalViewer() viewer: AuthContext | null, @Param('id', { schema: Id }) id: string) {
    return { data: await this.albums.get(viewer?.member ?? null, id) };
  }

  @Route.post({ access: 'confirmed', summary: 'Create an album' })
  async create(@Viewer() viewer: AuthContext, @Body({ schema: AlbumCreate }) body: z.output<typeof AlbumCreate>) {
    return { data: await this.albums.create(viewer.member, body) };
  }

  @Route.put(':id', { access: 'member', summary: 'Rename, describe or change the visibility of an album (owner)' })
  async update(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string, @Body({ schema: AlbumUpdate }) body: AlbumUpdate) {
    return { data: await this.albums.update(viewer.member, id, body) };
  }

  @Route.delete(':id', { access: 'member', summary: 'Delete an album; its photos stay, no less restricted than the album was' })
  async remove(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string) {
    await this.albums.remove(viewer.member, id);
    return { data: { deleted: true } };
  }
}

/** `album-invites/{id?}` (SPEC 7): invitations to closed albums and requests for access. */
@ApiTags('media')
@Controller('api/album-invites')
export class AlbumInvitesController {
  constructor(private readonly albums: AlbumsService) {}

  @Route.get({ access: 'member', summary: 'received: waiting for me; sent: waiting for others; granted: open access either way' })
  async list(@Viewer() viewer: AuthContext, @Query({ schema: AlbumInviteListQuery }) q: z.infer<typeof AlbumInviteListQuery>) {
    return { data: await this.albums.listInvites(viewer.member, q.box, q.after, q.limit) };
  }

  @Route.post({ access: 'confirmed', summary: 'Invite a member (by name) to one of my friends-only or private albums' })
  async invite(@Viewer() viewer: AuthContext, @Body({ schema: AlbumInviteCreate }) body: z.infer<typeof AlbumInviteCreate>) {
    return { data: await this.albums.invite(viewer.member, body.albumId, body.name) };
  }

  @Route.post('requests', { access: 'confirmed', summary: 'Ask the owner for access to a friends-only or private album' })
  async request(@Viewer() viewer: AuthContext, @Body({ schema: AlbumAccessRequest }) body: z.infer<typeof AlbumAccessRequest>) {
    return { data: await this.albums.request(viewer.member, body.albumId) };
  }

  @Route.put(':id', { access: 'member', summary: 'Accept an invitation (invitee) or grant a request (album owner)' })
  async accept(@Viewer() viewer: AuthContext, @Param('id', { schema: z.uuid('id must be an invitation id') }) id: string) {
    return { data: await this.albums.accept(viewer.member, id) };
  }

  @Route.delete(':id', { access: 'member', summary: 'Decline, refuse, cancel or revoke (either side)' })
  async decline(@Viewer() viewer: AuthContext, @Param('id', { schema: z.uuid('id must be an invitation id') }) id: string) {
    await this.albums.decline(viewer.member, id);
    return { data: { deleted: true } };
  }
}
