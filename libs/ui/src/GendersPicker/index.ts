export {
  DEFAULT_GENDERS_PICKER_LABELS,
  GendersPicker,
  type GendersPickerLabels,
  type GendersPickerProps,
} from './GendersPicker';
export {
  changeKind,
  composeGenders,
  GENDER_LETTERS,
  type GenderLetter,
  type GendersKind,
  type GendersSelection,
  MAX_GROUP_SIZE,
  MIN_GROUP_SIZE,
  parseGenders,
  type PersonGender,
} from './genders';
