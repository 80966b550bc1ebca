import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PlaceCheckin,
  PlaceCheckinInput,
  PlaceComment,
  PlaceCommentInput,
  PlaceCountryCode,
  PlaceCountryList,
  PlaceCountyList,
  PlaceDetail,
  PlaceId,
  PlaceInput,
  PlaceList,
  PlaceMine,
  PlaceRating,
  PlaceRatingInput,
  PlaceSearchQuery,
  PlaceSettings,
  PlaceSlug,
  PlaceSuggestion,
  PlaceSuggestionInput,
} from '@community/contracts';
import { OptionalViewer, Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { VariantsService } from '../../variants/index.js';
import { PlacesService, type PlacesViewer } from './places.service.js';
import { placeNotFound } from './places.exception.js';

const CountryParam = z.object({ country: PlaceCountryCode });
const CountyParam = CountryParam.extend({ county: PlaceSlug });
const AddressParam = CountyParam.extend({ slug: PlaceSlug });
const LocationParam = z.object({ location: PlaceId });
const CommentParam = z.object({ comment: z.uuid('comment must be a comment id') });

/** Flood control: submissions and suggestions per address per hour, comments per address per ten minutes. */
const SUBMIT_FLOOD = { bucket: 'places-submit', limit: 20, windowSeconds: 3600 };
const COMMENT_FLOOD = { bucket: 'places-comment', limit: 30, windowSeconds: 600 };

type Member = PlacesViewer & { member: NonNullable<PlacesViewer['member']> };

/**
 * Places (issue 22; SPEC 7 `dogging/{location?}`): only on variants with `hasCountries` — every route answers
 * 404 elsewhere. Guests read approved places; members submit, edit their own pending submissions, suggest
 * edits, rate, comment and check in; the variant's staff see and edit everything (decisions are in the console).
 */
@ApiTags('places')
@Controller('api/dogging')
export class PlacesController {
  constructor(
    private readonly variants: VariantsService,
    private readonly places: PlacesService,
  ) {}

  private viewer(req: FastifyRequest, auth: AuthContext | null): PlacesViewer {
    const ctx = this.variants.context(req);
    if (!ctx.variant.flags.hasCountries) throw placeNotFound();
    return this.places.viewer(auth?.member ?? null, ctx.variant.code, ctx.locale);
  }

  private member(req: FastifyRequest, auth: AuthContext): Member {
    return this.viewer(req, auth) as Member;
  }

  @Route.get('countries', { access: 'optional', data: PlaceCountryList, summary: 'Countries with public places, with counts' })
  countries(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null) {
    return this.places.countries(this.viewer(req, auth)).then((data) => ({ data }));
  }

  @Route.get('countries/:country', { access: 'optional', data: PlaceCountyList, summary: 'A country’s counties with their counts of public places' })
  counties(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Param({ schema: CountryParam }) p: { country: string }) {
    return this.places.counties(this.viewer(req, auth), p.country).then((data) => ({ data }));
  }

  @Route.get('countries/:country/:county', { access: 'optional', data: PlaceList, summary: 'A county’s public places' })
  county(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Param({ schema: CountyParam }) p: { country: string; county: string }) {
    return this.places.county(this.viewer(req, auth), p.country, p.county).then((data) => ({ data }));
  }

  @Route.get('countries/:country/:county/:slug', { access: 'optional', data: PlaceDetail, summary: 'The location page (check-ins for members only)' })
  place(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Param({ schema: AddressParam }) p: { country: string; county: string; slug: string }) {
    return this.places.byAddress(this.viewer(req, auth), p.country, p.county, p.slug).then((data) => ({ data }));
  }

  @Route.get('search', { access: 'optional', data: PlaceList, summary: 'Search public places by name, county, and distance from a point' })
  search(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Query({ schema: PlaceSearchQuery }) q: z.output<typeof PlaceSearchQuery>) {
    return this.places.search(this.viewer(req, auth), q).then((data) => ({ data }));
  }

  @Route.get('settings', { access: 'optional', data: PlaceSettings, summary: 'The map tile URL of this deployment (null: no map layer)' })
  settings(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null) {
    this.viewer(req, auth);
    return { data: this.places.settings() };
  }

  @Route.get('mine', { access: 'member', data: PlaceMine, summary: 'My submitted places and suggestions with their state' })
  mine(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return this.places.mine(this.member(req, auth)).then((data) => ({ data }));
  }

  @Route.post({ access: 'confirmed', data: PlaceDetail, rateLimit: SUBMIT_FLOOD, summary: 'Submit a place: public once staff approve it' })
  submit(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: PlaceInput }) body: z.output<typeof PlaceInput>) {
    return this.places.submit(this.member(req, auth), body).then((data) => ({ data }));
  }

  @Route.delete('comments/:comment', { access: 'member', status: 204, summary: 'Delete my comment (staff: any comment, audited)' })
  async deleteComment(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: CommentParam }) p: { comment: string }): Promise<void> {
    await this.places.deleteComment(this.member(req, auth), p.comment);
  }

  @Route.get(':location', { access: 'optional', data: PlaceDetail, summary: 'One place by id (pending ones to their submitter and staff)' })
  byId(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Param({ schema: LocationParam }) p: { location: string }) {
    return this.places.byId(this.viewer(req, auth), p.location).then((data) => ({ data }));
  }

  @Route.put(':location', { access: 'confirmed', data: PlaceDetail, summary: 'Edit my place while it waits or was rejected (staff: any place, audited)' })
  edit(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: LocationParam }) p: { location: string }, @Body({ schema: PlaceInput }) body: z.output<typeof PlaceInput>) {
    return this.places.edit(this.member(req, auth), p.location, body).then((data) => ({ data }));
  }

  @Route.post(':location/suggestions', { access: 'confirmed', data: PlaceSuggestion, rateLimit: SUBMIT_FLOOD, summary: 'Suggest an edit of a public place (staff accept it)' })
  suggest(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: LocationParam }) p: { location: string }, @Body({ schema: PlaceSuggestionInput }) body: z.output<typeof PlaceSuggestionInput>) {
    return this.places.suggest(this.member(req, auth), p.location, body).then((data) => ({ data }));
  }

  @Route.put(':location/rating', { access: 'member', data: PlaceRating, summary: 'Rate a place 1–5 (again: changes my rating)' })
  rate(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: LocationParam }) p: { location: string }, @Body({ schema: PlaceRatingInput }) body: z.output<typeof PlaceRatingInput>) {
    return this.places.rate(this.member(req, auth), p.location, body.stars).then((data) => ({ data }));
  }

  @Route.post(':location/comments', { access: 'confirmed', data: PlaceComment, rateLimit: COMMENT_FLOOD, summary: 'Comment on a place' })
  comment(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: LocationParam }) p: { location: string }, @Body({ schema: PlaceCommentInput }) body: z.output<typeof PlaceCommentInput>) {
    return this.places.comment(this.member(req, auth), p.location, body.body).then((data) => ({ data }));
  }

  @Route.post(':location/checkins', { access: 'member', data: PlaceCheckin, summary: '"I was here": an opt-in check-in other members see (never guests)' })
  checkIn(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: LocationParam }) p: { location: string }, @Body({ schema: PlaceCheckinInput }) body: z.output<typeof PlaceCheckinInput>) {
    return this.places.checkIn(this.member(req, auth), p.location, body).then((data) => ({ data }));
  }
}
