import { Injectable, Logger } from '@nestjs/common';
import type { Place } from '@community/contracts';
import { MembersErrorCode, MembersException } from '../members.exception.js';
import { loadGazetteer, type Gazetteer, type GazetteerPlace } from './gazetteer.js';

/**
 * `location/geocomplete`: place suggestions and one place, labelled in the visitor's language. The
 * gazetteer (135,000 places, about 2 s and 50 MB to load) is loaded on first use, not at boot, so processes
 * and test apps that never look up a place do not pay for it.
 */
@Injectable()
export class PlacesService {
  private readonly log = new Logger(PlacesService.name);
  private gazetteer: Gazetteer | null | undefined;

  private load(): Gazetteer | null {
    if (this.gazetteer === undefined) {
      this.gazetteer = loadGazetteer();
      if (this.gazetteer) this.log.log(`Gazetteer loaded: ${this.gazetteer.size} places`);
      else this.log.warn('No gazetteer installed: place search and setting a location are unavailable');
    }
    return this.gazetteer;
  }

  get available(): boolean {
    return this.load() !== null;
  }

  private require(): Gazetteer {
    const gazetteer = this.load();
    if (!gazetteer) {
      throw new MembersException(MembersErrorCode.PlacesUnavailable, 'Place search is not available on this server yet');
    }
    return gazetteer;
  }

  search(q: string, locale: string, country?: string): Place[] {
    return this.require()
      .search(q, { country, limit: 10 })
      .map((p) => this.toPlace(p, locale));
  }

  /** The place with its coordinates (server side only), or a 422 naming `field`. */
  resolve(id: string, field = 'placeId'): GazetteerPlace {
    const place = this.require().get(id);
    if (!place) throw new MembersException(MembersErrorCode.PlaceNotFound, 'No such place', { field });
    return place;
  }

  /** One place by id for `GET location/geocomplete/{placeId}`: 404 when unknown. */
  find(id: string, locale: string): Place {
    const place = this.require().get(id);
    if (!place) throw new MembersException(MembersErrorCode.NotFound, 'No such place');
    return this.toPlace(place, locale);
  }

  toPlace(p: Pick<GazetteerPlace, 'id' | 'name' | 'region' | 'country'>, locale: string): Place {
    const country = countryName(p.country, locale);
    return { id: p.id, name: p.name, region: p.region, country: p.country, label: [p.name, p.region, country].filter(Boolean).join(', ') };
  }
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** "GB" → "United Kingdom" in the visitor's language (Node ships full ICU). */
export function countryName(code: string, locale: string): string {
  const tag = locale.replace('_', '-');
  let names = displayNames.get(tag);
  if (!names) {
    try {
      names = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
    } catch {
      names = new Intl.DisplayNames(['en'], { type: 'region' });
    }
    displayNames.set(tag, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
