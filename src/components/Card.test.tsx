import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Card } from './Card';
import { CardList } from './CardList';

function TestLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <a href={to} className={className} data-router="yes">
      {children}
    </a>
  );
}

describe('Card and CardList', () => {
  it('lists cards whose titles link through the given link component', () => {
    render(
      <CardList>
        <Card
          key="a"
          title="Bat walk"
          href="/events/bat-walk"
          linkComponent={TestLink}
          headingLevel={3}
          meta={<p>Free</p>}
          summary="Listen for pipistrelles."
        />
        <Card key="b" title="Unlinked" href={null} linkComponent={TestLink} />
      </CardList>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(items[0]).getByRole('link', { name: 'Bat walk' });
    expect(link).toHaveAttribute('href', '/events/bat-walk');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(within(items[0]).getByRole('heading', { level: 3 })).toHaveTextContent('Bat walk');
    expect(within(items[0]).getByText('Free')).toBeInTheDocument();
    expect(within(items[0]).getByText('Listen for pipistrelles.')).toBeInTheDocument();
    expect(within(items[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[1]).getByRole('heading', { level: 2, name: 'Unlinked' })).toBeInTheDocument();
  });

  it('renders no list when there are no cards', () => {
    const { container } = render(<CardList>{[]}</CardList>);
    expect(container).toBeEmptyDOMElement();
  });
});
