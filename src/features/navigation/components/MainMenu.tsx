import { useSelector } from '../../../lib/render';
import type { ComponentType, ReactNode } from 'react';
import { selectMenuItems, type WithNavigation } from '../selectors';

export interface MainMenuProps {
  /** The path shown now, to mark the current section. */
  currentPath: string;
  /** The link component to render (the app passes its client-side link). */
  linkComponent: ComponentType<{ to: string; children: ReactNode; 'aria-current'?: 'page' | 'true' }>;
}

/** The site's top-level menu from the navigation tree. */
export function MainMenu({ currentPath, linkComponent: LinkComponent }: MainMenuProps) {
  const items = useSelector((state: WithNavigation) => selectMenuItems(state));
  if (items.length === 0) return null;
  return (
    <nav className="main-menu" aria-label="Main">
      <ul>
        {items.map((node) => {
          const current = currentPath === node.path ? 'page' : currentPath.startsWith(`${node.path}/`) ? 'true' : undefined;
          return (
            <li key={node.path}>
              <LinkComponent to={node.path} aria-current={current}>
                {node.displayName}
              </LinkComponent>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
