import { useSelector } from '../../../lib/render';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { selectMenuItems, type WithNavigation } from '../selectors';
import type { NavigationNode } from '../slice';

export interface MainMenuProps {
  /** The path shown now, to mark the current section. */
  currentPath: string;
  /** The link component to render (the app passes its client-side link). */
  linkComponent: ComponentType<{ to: string; children: ReactNode; 'aria-current'?: 'page' | 'true' }>;
  /** Which of the menu nodes to show, in which order (the site's choice); default: all, in the tree's order. */
  choose?: (items: readonly NavigationNode[]) => readonly NavigationNode[];
  /** The menu's accessible name, in the page's language (default "Main"). */
  label?: string;
}

/** The site's top-level menu from the navigation tree. */
export function MainMenu({ currentPath, linkComponent: LinkComponent, choose, label = 'Main' }: MainMenuProps) {
  const tree = useSelector((state: WithNavigation) => selectMenuItems(state));
  const items = useMemo(() => (choose ? choose(tree) : tree), [choose, tree]);
  if (items.length === 0) return null;
  return (
    <nav className="main-menu" aria-label={label}>
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
