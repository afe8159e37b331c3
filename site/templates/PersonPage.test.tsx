import { screen } from '@testing-library/react';
import { PersonPage } from './PersonPage';
import { axeViolations, renderPage } from './testing/renderPage';
import { person } from './testing/fixtures';

const entry = person('amir', 'Amir', 'Okafor', 'Head of Science');

describe('PersonPage', () => {
  it('renders on the server without the bio’s script', () => {
    const { html } = renderPage(<PersonPage entry={entry} />, { entry });
    expect(html).toContain('Amir Okafor');
    expect(html).not.toContain('<script');
  });

  it('shows name, job title, department, photo and bio', async () => {
    const { container } = renderPage(<PersonPage entry={entry} />, { entry });
    expect(screen.getByRole('heading', { level: 1, name: 'Amir Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Head of Science')).toBeInTheDocument();
    expect(screen.getByText('Department').nextElementSibling).toHaveTextContent('Conservation Science');
    const photo = screen.getByAltText('Portrait of Amir Okafor');
    expect(photo).toHaveAttribute('width', '600');
    expect(photo).toHaveAttribute('height', '600');
    expect(screen.getByRole('link', { name: 'plant health' })).toHaveAttribute('href', '/research/plant-health');
    expect(await axeViolations(container)).toEqual([]);
  });
});
