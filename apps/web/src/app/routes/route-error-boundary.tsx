import { Component, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';

export type ErrorScreen = ComponentType<{ error: unknown }>;

interface BoundaryProps {
  fallback: ErrorScreen;
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // Going to another page leaves the error screen, as the router's own error elements did.
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    const { fallback: Fallback, children } = this.props;
    return this.state.failed ? <Fallback error={this.state.error} /> : children;
  }
}

/**
 * Catches what a route throws while rendering (a crashing screen, a page chunk that failed to
 * load) and shows `fallback` in its place. Without children it renders the child route, so it can
 * stand as a pathless route's element. A route boundary, not one for the whole app: each area
 * (storefront, back office) places its own, inside its layout, so the menus stay usable.
 */
export function RouteErrorBoundary({ fallback, children }: { fallback: ErrorScreen; children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary fallback={fallback} resetKey={pathname}>
      {children ?? <Outlet />}
    </Boundary>
  );
}
