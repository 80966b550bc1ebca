export {
  DEFAULT_GENDERS_PICKER_LABELS,
  GendersPicker,
  type GendersPickerLabels,
  type GendersPickerProps,
} from './GendersPicker';
export * from './genders';
