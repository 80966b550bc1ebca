import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { composeGenders, parseGenders } from './genders';
import { GendersPicker } from './GendersPicker';

function Harness({ onChange, initial = '' }: { onChange: (code: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <GendersPicker
      legend="Genders"
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
}

const choose = (label: string, value: string): void => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

describe('genders code helpers', () => {
  it('composes only complete selections', () => {
    expect(composeGenders(['m', 'f'])).toBe('mf');
    expect(composeGenders(['m', ''])).toBe('');
    expect(composeGenders([])).toBe('');
  });

  it('reads a code back into a selection', () => {
    expect(parseGenders('f')).toEqual({ kind: 'single', people: ['f'] });
    expect(parseGenders('mf')).toEqual({ kind: 'couple', people: ['m', 'f'] });
    expect(parseGenders('mft')).toEqual({ kind: 'group', people: ['m', 'f', 't'] });
    expect(parseGenders('')).toEqual({ kind: 'single', people: [''] });
  });
});

describe('GendersPicker', () => {
  it('produces a single letter for a single', () => {
    const onChange = vi.fn();
    renderWithMantine(<Harness onChange={onChange} />);
    choose('I am', 'n');
    expect(onChange).toHaveBeenLastCalledWith('n');
  });

  it('produces a two-letter code for a couple, and nothing while incomplete', () => {
    const onChange = vi.fn();
    renderWithMantine(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('A couple'));
    choose('Person 1', 'm');
    expect(onChange).toHaveBeenLastCalledWith('');
    choose('Person 2', 'f');
    expect(onChange).toHaveBeenLastCalledWith('mf');
  });

  it('grows a group up to its limit and keeps earlier choices', () => {
    const onChange = vi.fn();
    renderWithMantine(<Harness onChange={onChange} initial="mf" />);
    expect((screen.getByLabelText('Person 2') as HTMLSelectElement).value).toBe('f');
    fireEvent.click(screen.getByLabelText('A group'));
    choose('Person 3', 't');
    expect(onChange).toHaveBeenLastCalledWith('mft');
    fireEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    choose('Person 4', 'f');
    expect(onChange).toHaveBeenLastCalledWith('mftf');
  });
});
