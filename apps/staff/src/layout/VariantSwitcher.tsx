import { MenuItem, TextField } from '@mui/material';
import { ALL_BRANDS, useCurrentVariant, useVariants } from './currentVariant';

/** App-bar select of the brand the console works on; lists apply it as their `homeVariant` filter. */
export function VariantSwitcher() {
  const [variant, setVariant] = useCurrentVariant();
  const { variants, isPending, isError } = useVariants();
  const known = variant === ALL_BRANDS || variants.some((v) => v.id === variant);
  // While the list loads, keep showing the stored choice instead of a value MUI does not know.
  const options = !known && isPending ? [{ id: variant, name: variant }] : variants;

  return (
    <TextField
      select
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      label="Brand"
      value={known || isPending ? variant : ALL_BRANDS}
      onChange={(event) => setVariant(event.target.value)}
      helperText={isError ? 'Brands could not be loaded' : undefined}
      slotProps={{
        htmlInput: { 'aria-label': 'Brand' },
        // "All brands" is the empty value: show it rather than an empty box.
        select: { displayEmpty: true },
      }}
      sx={{
        flex: '0 0 auto',
        width: { xs: 132, sm: 200 },
        mx: 1,
        color: 'inherit',
        '& .MuiInputBase-root, & .MuiSvgIcon-root, & .MuiFormHelperText-root': { color: 'inherit' },
        // The bar is too low for a floating label: "Brand" names the field for screen readers only, and the
        // outline keeps no gap for it.
        '& .MuiOutlinedInput-notchedOutline legend': { display: 'none' },
        '& .MuiInputLabel-root': {
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        },
        '& .MuiOutlinedInput-notchedOutline, & .Mui-focused .MuiOutlinedInput-notchedOutline': {
          borderColor: 'currentColor',
          opacity: 0.6,
        },
      }}
    >
      <MenuItem value={ALL_BRANDS}>All brands</MenuItem>
      {options.map((v) => (
        <MenuItem key={v.id} value={v.id}>
          {v.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
