import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { CentredCard } from './CentredCard';

describe('CentredCard', () => {
  it('renders its title as the page heading, the description, body and footer', () => {
    renderWithMantine(
      <CentredCard title="Log in" description="Welcome back" footer={<span>New here?</span>}>
        <p>form</p>
      </CentredCard>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByText('Welcome back')).toBeTruthy();
    expect(screen.getByText('form')).toBeTruthy();
    expect(screen.getByText('New here?')).toBeTruthy();
  });
});
