import { fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render';
import { useFavorites } from './favorites';

describe('favorites', () => {
  it('keeps its context value when the address changes: memoised cards do not render again', () => {
    const values: unknown[] = [];
    function Probe() {
      values.push(useFavorites());
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/hund/nassfutter', { replace: true })}>
          Adresse umschreiben
        </button>
      );
    }
    renderAt('/produkte?animal=dog&type1=wet', <Probe />);
    const before = values.length;
    fireEvent.click(screen.getByRole('button', { name: 'Adresse umschreiben' }));
    expect(window.location.pathname).toBe('/hund/nassfutter');
    expect(values.length).toBeGreaterThan(before);
    expect(new Set(values).size).toBe(1);
  });
});
