import PlaceIcon from '@mui/icons-material/Place';
import EditLocationIcon from '@mui/icons-material/EditLocationAlt';
import { PlaceList, PlaceSuggestionList } from './PlaceList';
import { PlaceShow, PlaceSuggestionShow } from './PlaceShow';

export { PlaceList, PlaceShow, PlaceSuggestionList, PlaceSuggestionShow };

/** The places moderation queue (issue 22): `<Resource name="places" {...places} />` (staff, scoped by variant). */
export const places = {
  list: PlaceList,
  show: PlaceShow,
  icon: PlaceIcon,
  options: { label: 'Places moderation' },
  recordRepresentation: 'name',
} as const;

/** Members' edits of public places: `<Resource name="place-suggestions" {...placeSuggestions} />`. */
export const placeSuggestions = {
  list: PlaceSuggestionList,
  show: PlaceSuggestionShow,
  icon: EditLocationIcon,
  options: { label: 'Place suggestions' },
  recordRepresentation: 'locationName',
} as const;
